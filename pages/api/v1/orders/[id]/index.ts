import { z } from 'zod';
import { updateOrderSchema } from '@/features/orders/schemas';
import { getOrder } from '@/features/orders/server/get-order';
import { updateOrderStatus } from '@/features/orders/server/update-order-status';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getOrder(actor, params.id) }),
  PATCH: method({ params, body: updateOrderSchema, handler: ({ actor, params, body }) => updateOrderStatus(actor, params.id, body) }),
});
