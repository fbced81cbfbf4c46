import { invitationAcceptationSchema } from '@/features/projects/schemas';
import { acceptInvitation } from '@/features/projects/server/accept-invitation';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client'], body: invitationAcceptationSchema, handler: ({ actor, body }) => acceptInvitation(actor, body.token) }),
});
