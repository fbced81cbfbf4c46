import { tokenSchema } from '@/features/accounts/schemas';
import { verifyEmail } from '@/features/accounts/server/routes';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: publicMethod({ body: tokenSchema, handler: ({ body }) => verifyEmail(body.token) }),
});
