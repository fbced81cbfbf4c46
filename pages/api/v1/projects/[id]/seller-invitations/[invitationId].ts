import { z } from 'zod';
import { cancelSellerInvitation } from '@/features/projects/server/seller-invitations';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  DELETE: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string(), invitationId: z.string() }),
    handler: ({ actor, params }) => cancelSellerInvitation(actor, params.id, params.invitationId),
  }),
});
