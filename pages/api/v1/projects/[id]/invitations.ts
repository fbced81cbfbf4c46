import { z } from 'zod';
import { listInvitations } from '@/features/projects/server/list-invitations';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => listInvitations(actor, params.id) }),
});
