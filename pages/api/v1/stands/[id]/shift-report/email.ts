import { z } from 'zod';
import { shiftReportEmailSchema } from '@/features/orders/shift-report';
import { sendShiftReportEmail } from '@/features/orders/server/send-shift-report-email';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** Sends the stand's Z by e-mail; a retry with the same Idempotency-Key answers again and sends nothing more. */
export default apiRoute({
  POST: method({ params, body: shiftReportEmailSchema, idempotent: true, handler: ({ req, actor, params, body }) => sendShiftReportEmail(actor, params.id, body, publicOrigin(req)) }),
});
