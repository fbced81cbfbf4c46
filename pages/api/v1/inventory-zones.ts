import { listZonesQuery } from '@/features/stock/schemas';
import { listZones } from '@/features/stock/server/zones';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listZonesQuery, handler: ({ actor, query }) => listZones(actor, query) }),
});
