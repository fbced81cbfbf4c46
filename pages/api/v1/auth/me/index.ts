import { switchRoleSchema } from '@/features/auth/schemas';
import { switchRole } from '@/features/auth/server/switch-role';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ body: switchRoleSchema, handler: ({ actor, body }) => switchRole(actor, body) }),
});
