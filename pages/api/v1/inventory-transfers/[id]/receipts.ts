import { z } from 'zod';
import { receiptsSchema } from '@/features/stock/schemas';
import { recordReceipts } from '@/features/stock/server/receive-transfer';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** Sellers too: they check in what reaches their stand. */
export default apiRoute({
  PUT: method({ params: z.object({ id: z.string() }), body: receiptsSchema, handler: ({ actor, params, body }) => recordReceipts(actor, params.id, body) }),
});
