import { z } from 'zod';
import { documentQuery } from '@/features/invoices/schemas';
import { getPayoutStatement } from '@/features/invoices/server/payout-statement';
import { apiRoute, method } from '@/lib/http/api-route';
import { sendPdf } from '@/lib/http/send-pdf';

export const config = { api: { bodyParser: false } };

/** The event's payout statement as an A4 PDF download (`?lang=en` for English). */
export default apiRoute({
  GET: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    query: documentQuery,
    handler: async ({ res, actor, params, query }) => {
      const { fileName, pdf } = await getPayoutStatement(actor, params.id, query.lang);
      sendPdf(res, fileName, pdf);
    },
  }),
});
