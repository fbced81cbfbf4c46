import { listOrdersQuery } from '@/features/orders/schemas';
import { listOrders } from '@/features/orders/server/list-orders';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listOrdersQuery, handler: ({ actor, query }) => listOrders(actor, query) }),
});
