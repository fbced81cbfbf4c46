import { z } from 'zod';
import { completeTransferSchema } from '@/features/stock/schemas';
import { completeTransfer } from '@/features/stock/server/receive-transfer';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** Sellers too, for what reaches their stand. A retry with the same Idempotency-Key gets the first answer. */
export default apiRoute({
  PUT: method({ idempotent: true, params: z.object({ id: z.string() }), body: completeTransferSchema, handler: ({ actor, params, body }) => completeTransfer(actor, params.id, body) }),
});
