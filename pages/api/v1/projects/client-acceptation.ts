import { clientAcceptationSchema } from '@/features/projects/schemas';
import { acceptInvitation } from '@/features/projects/server/team';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client'], body: clientAcceptationSchema, handler: ({ actor, body }) => acceptInvitation(actor, body.token) }),
});
