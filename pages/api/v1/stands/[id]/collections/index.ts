import { z } from 'zod';
import { listCollectionsQuery } from '@/features/shops/schemas';
import { listCollections } from '@/features/shops/server/list-collections';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The shop orders this stand hands over: to collect, or handed over (docs/api.md, Collection at the stand). */
export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), query: listCollectionsQuery, handler: ({ actor, params, query }) => listCollections(actor, params.id, query) }),
});
