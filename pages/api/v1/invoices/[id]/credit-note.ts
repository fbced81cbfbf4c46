import { z } from 'zod';
import { creditInvoice } from '@/features/invoices/server/credit-invoice';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['admin'], params: z.object({ id: z.string() }), status: 201, handler: ({ actor, params }) => creditInvoice(actor, params.id) }),
});
