import { z } from 'zod';
import { changesQuery } from '@/features/stock/schemas';
import { listChanges } from '@/features/stock/server/changes';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), query: changesQuery, handler: ({ actor, params, query }) => listChanges(actor, params.id, query) }),
});
