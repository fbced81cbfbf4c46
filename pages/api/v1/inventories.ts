import { listInventoriesQuery } from '@/features/stock/schemas';
import { listInventories } from '@/features/stock/server/list-inventories';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listInventoriesQuery, handler: ({ actor, query }) => listInventories(actor, query) }),
});
