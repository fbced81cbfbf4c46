import { z } from 'zod';
import { receiptQuerySchema } from '@/features/receipts/schemas';
import { getReceipt } from '@/features/receipts/server/get-receipt';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The receipt, without credentials (spec §7): the link's token is the key. Its URL must not travel on. */
export default apiRoute({
  GET: publicMethod({
    params,
    query: receiptQuerySchema,
    handler: ({ res, params, query }) => {
      res.setHeader('Referrer-Policy', 'no-referrer');
      return getReceipt(params.id, query.token);
    },
  }),
});
