import { z } from 'zod';
import { listSellerInvitations } from '@/features/projects/server/seller-invitations';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => listSellerInvitations(actor, params.id) }),
});
