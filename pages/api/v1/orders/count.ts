import { countOrdersQuery } from '@/features/orders/schemas';
import { countOrders } from '@/features/orders/server/count-orders';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** A static segment: Next serves it before orders/[id]. */
export default apiRoute({
  GET: method({ query: countOrdersQuery, handler: ({ actor, query }) => countOrders(actor, query) }),
});
