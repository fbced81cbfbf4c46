import { z } from 'zod';
import { trainingSaleSchema } from '@/features/orders/schemas';
import { createTrainingSale } from '@/features/orders/server/training-sale';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

/** A training sale at the stand (docs/journal.md, "Training mode"): a record of the training chain, in no total. */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    params: z.object({ id: z.string() }),
    body: trainingSaleSchema,
    status: 201,
    handler: async ({ req, actor, params, body }) => (await createTrainingSale(actor, params.id, body, idempotencyKeyOf(req.headers['idempotency-key']))).sale,
  }),
});
