import { serviceRequestFiltersSchema } from '@/features/services/schemas';
import { listServiceRequests } from '@/features/services/server/list-service-requests';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['admin'], query: serviceRequestFiltersSchema, handler: ({ actor, query }) => listServiceRequests(actor, query) }),
});
