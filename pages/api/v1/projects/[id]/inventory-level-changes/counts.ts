import { z } from 'zod';
import { changesCountQuery } from '@/features/stock/schemas';
import { countChanges } from '@/features/stock/server/changes';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), query: changesCountQuery, handler: ({ actor, params, query }) => countChanges(actor, params.id, query) }),
});
