import { z } from 'zod';
import { receiptQuerySchema } from '@/features/receipts/schemas';
import { getReceipt } from '@/features/receipts/server/get-receipt';
import { receiptPdfFilename, renderReceiptPdf } from '@/features/receipts/server/render-receipt-pdf';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { sendPdf } from '@/lib/http/send-pdf';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The receipt as a PDF download (`?lang=en` for English), under the same token rule as the JSON receipt. */
export default apiRoute({
  GET: publicMethod({
    params,
    query: receiptQuerySchema,
    handler: async ({ res, params, query }) => {
      res.setHeader('Referrer-Policy', 'no-referrer');
      const receipt = await getReceipt(params.id, query.token);
      const pdf = await renderReceiptPdf(receipt, query.lang);
      sendPdf(res, receiptPdfFilename(receipt), pdf);
    },
  }),
});
