import { cancelPendingSchema } from '@/features/orders/schemas';
import { cancelPendingOrders } from '@/features/orders/server/cancel-pending-orders';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** A static segment: Next serves it before orders/[id]. Safe to repeat, so no Idempotency-Key. */
export default apiRoute({
  POST: method({ roles: ['client', 'admin'], body: cancelPendingSchema, handler: ({ actor, body }) => cancelPendingOrders(actor, body) }),
});
