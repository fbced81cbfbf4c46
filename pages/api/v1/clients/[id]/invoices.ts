import { z } from 'zod';
import { listInvoicesQuery } from '@/features/invoices/schemas';
import { listClientInvoices } from '@/features/invoices/server/list-client-invoices';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), query: listInvoicesQuery, handler: ({ actor, params, query }) => listClientInvoices(actor, params.id, query) }),
});
