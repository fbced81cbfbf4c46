import { z } from 'zod';
import { reprintReceipt } from '@/features/receipts/server/reprint-receipt';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';
import { requireIdempotencyKey } from '@/lib/http/idempotent-write';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/**
 * A sale's receipt printed again: 200 with the receipt marked as its duplicate. The key is required and the answer kept
 * per key (`idempotent`): a retry answers the same copy, counted once.
 */
export default apiRoute({
  POST: method({
    params,
    idempotent: true,
    handler: ({ req, actor, params }) => {
      requireIdempotencyKey(idempotencyKeyOf(req.headers['idempotency-key']));
      return reprintReceipt(actor, params.id);
    },
  }),
});
