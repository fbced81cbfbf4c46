import { clientInvitationSchema } from '@/features/projects/schemas';
import { inviteClient } from '@/features/projects/server/invite-client';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client', 'admin'], body: clientInvitationSchema, status: 201, handler: ({ req, actor, body }) => inviteClient(actor, body, publicOrigin(req)) }),
});
