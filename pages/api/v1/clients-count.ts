import { listClientsQuery } from '@/features/clients/schemas';
import { countClients } from '@/features/clients/server/clients';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['admin'], query: listClientsQuery.omit({ page: true, limit: true }), handler: ({ query }) => countClients(query) }),
});
