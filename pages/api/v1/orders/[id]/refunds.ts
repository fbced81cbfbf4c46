import { z } from 'zod';
import { createRefundSchema } from '@/features/orders/schemas';
import { createRefund } from '@/features/orders/server/refund-order';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

/** A refund. Its Idempotency-Key is kept with the refund itself, as the sale keeps its own (docs/api.md, Orders). */
export default apiRoute({
  POST: method({
    params: z.object({ id: z.string() }),
    body: createRefundSchema,
    status: 201,
    handler: async ({ req, actor, params, body }) => (await createRefund(actor, params.id, body, idempotencyKeyOf(req.headers['idempotency-key']))).order,
  }),
});
