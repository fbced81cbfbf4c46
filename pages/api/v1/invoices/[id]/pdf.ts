import { z } from 'zod';
import { documentQuery } from '@/features/invoices/schemas';
import { getInvoicePdf } from '@/features/invoices/server/get-invoice-pdf';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The invoice as an A4 PDF download (`?lang=en` for English). */
export default apiRoute({
  GET: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    query: documentQuery,
    handler: async ({ res, actor, params, query }) => {
      const { fileName, pdf } = await getInvoicePdf(actor, params.id, query.lang);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Content-Length', pdf.length);
      res.end(pdf);
    },
  }),
});
