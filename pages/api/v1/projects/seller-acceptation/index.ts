import { invitationAcceptationSchema } from '@/features/projects/schemas';
import { acceptSellerInvitation } from '@/features/projects/server/seller-acceptation';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

// Any role: a manager accepting to sell for a tour gets the seller role with it.
export default apiRoute({
  POST: method({ body: invitationAcceptationSchema, handler: ({ actor, body }) => acceptSellerInvitation(actor, body.token) }),
});
