import { listMyRoles } from '@/features/auth/server/list-my-roles';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ handler: async ({ actor }) => listMyRoles(actor) }),
});
