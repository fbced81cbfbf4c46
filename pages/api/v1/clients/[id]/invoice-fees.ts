import { z } from 'zod';
import { billingPeriodSchema } from '@/features/invoices/schemas';
import { produceClientFeeInvoice } from '@/features/invoices/server/produce-fee-invoices';
import { AppError } from '@/lib/errors';
import { Answer, apiRoute, method } from '@/lib/http/api-route';
import { isUuid } from '@/lib/validation/uuid';

export const config = { api: { bodyParser: false } };

/** 201 with the invoice it issued, or 200 with the one issued before for the same period. */
export default apiRoute({
  POST: method({
    roles: ['admin'],
    params: z.object({ id: z.string() }),
    body: billingPeriodSchema,
    handler: async ({ actor, params, body }) => {
      if (!isUuid(params.id)) throw new AppError('NOT_FOUND');
      const { invoice, created } = await produceClientFeeInvoice(params.id, { start: body.periodStart, end: body.periodEnd }, actor.userId);
      return new Answer(created ? 201 : 200, invoice);
    },
  }),
});
