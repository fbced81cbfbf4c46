import { z } from 'zod';
import { receiptEmailSchema } from '@/features/receipts/schemas';
import { sendReceiptEmail } from '@/features/receipts/server/send-receipt-email';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** Sends the receipt link to the customer: 204. Who may is the service's call (the stand's sellers, the tour's writers). */
export default apiRoute({
  POST: method({ params, body: receiptEmailSchema, handler: ({ req, actor, params, body }) => sendReceiptEmail(actor, params.id, body, publicOrigin(req)) }),
});
