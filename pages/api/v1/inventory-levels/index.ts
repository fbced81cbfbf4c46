import { listLevelsQuery } from '@/features/stock/schemas';
import { listLevels } from '@/features/stock/server/levels';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listLevelsQuery, handler: ({ actor, query }) => listLevels(actor, query) }),
});
