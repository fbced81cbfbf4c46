import { z } from 'zod';
import { listPayoutsQuery } from '@/features/invoices/schemas';
import { listClientPayouts } from '@/features/invoices/server/list-client-payouts';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), query: listPayoutsQuery, handler: ({ actor, params, query }) => listClientPayouts(actor, params.id, query) }),
});
