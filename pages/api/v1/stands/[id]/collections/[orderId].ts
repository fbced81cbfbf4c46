import { z } from 'zod';
import { changeCollectionSchema } from '@/features/shops/schemas';
import { changeCollection } from '@/features/shops/server/change-collection';
import { getCollection } from '@/features/shops/server/list-collections';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string(), orderId: z.string() });

/** One shop order at its collection stand: read (after a scan), prepared, or handed over with an Idempotency-Key. */
export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getCollection(actor, params.id, params.orderId) }),
  PUT: method({
    params,
    body: changeCollectionSchema,
    handler: ({ req, actor, params, body }) => changeCollection(actor, params.id, params.orderId, body, idempotencyKeyOf(req.headers['idempotency-key'])),
  }),
});
