import { z } from 'zod';
import { dispatchProposal } from '@/features/reports/server/dispatch-proposal';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    query: z.object({ fromInventoryId: z.string().optional() }),
    handler: ({ actor, params, query }) => dispatchProposal(actor, params.id, query),
  }),
});
