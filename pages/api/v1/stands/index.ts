import { createStandSchema, listStandsQuery } from '@/features/stands/schemas';
import { createStand } from '@/features/stands/server/create-stand';
import { listStands } from '@/features/stands/server/list-stands';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listStandsQuery, handler: ({ actor, query }) => listStands(actor, query) }),
  POST: method({ roles: ['client', 'admin'], body: createStandSchema, status: 201, handler: ({ actor, body }) => createStand(actor, body) }),
});
