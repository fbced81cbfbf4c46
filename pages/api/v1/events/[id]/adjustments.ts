import { z } from 'zod';
import { createAdjustmentSchema } from '@/features/closing/schemas';
import { createAdjustment } from '@/features/closing/server/create-adjustment';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

/** A refund after the date was closed, by the tour's managers; its Idempotency-Key is kept with the refund (docs/api.md). */
export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    body: createAdjustmentSchema,
    status: 201,
    handler: ({ req, actor, params, body }) => createAdjustment(actor, params.id, body, idempotencyKeyOf(req.headers['idempotency-key'])),
  }),
});
