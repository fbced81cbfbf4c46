import { emailOnlySchema } from '@/features/accounts/schemas';
import { requestPasswordResetFromRequest } from '@/features/accounts/server/routes';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: publicMethod({ body: emailOnlySchema, handler: ({ req, body }) => requestPasswordResetFromRequest(req, body.email) }),
});
