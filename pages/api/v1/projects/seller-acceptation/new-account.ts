import { sellerAccountSchema } from '@/features/projects/schemas';
import { acceptSellerInvitationWithNewAccount } from '@/features/projects/server/seller-acceptation';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

// No credentials: the e-mailed link is the proof.
export default apiRoute({
  POST: publicMethod({ body: sellerAccountSchema, status: 201, handler: ({ body }) => acceptSellerInvitationWithNewAccount(body) }),
});
