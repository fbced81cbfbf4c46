import { resetPasswordSchema } from '@/features/accounts/schemas';
import { resetPasswordFromRequest } from '@/features/accounts/server/routes';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: publicMethod({ body: resetPasswordSchema, handler: ({ req, body }) => resetPasswordFromRequest(req, body.token, body.password) }),
});
