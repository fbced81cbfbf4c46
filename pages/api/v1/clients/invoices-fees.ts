import { billingPeriodSchema } from '@/features/invoices/schemas';
import { produceFeeInvoices } from '@/features/invoices/server/produce-fee-invoices';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** Every client's fee invoice of the period: `{ issued, existing, failedClientIds }` (docs/api.md, Invoices). */
export default apiRoute({
  POST: method({
    roles: ['admin'],
    body: billingPeriodSchema,
    handler: ({ actor, body }) => produceFeeInvoices({ start: body.periodStart, end: body.periodEnd }, actor.userId),
  }),
});
