import { z } from 'zod';
import { cancelNoShowOrder } from '@/features/orders/server/cancel-no-show';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

/**
 * A click-and-collect order its buyer never came for: refunded to the card and canceled, by the tour's managers. Its
 * Idempotency-Key is kept with the refund, as a refund keeps its own (docs/api.md, Orders).
 */
export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    handler: async ({ req, actor, params }) => (await cancelNoShowOrder(actor, params.id, idempotencyKeyOf(req.headers['idempotency-key']))).order,
  }),
});
