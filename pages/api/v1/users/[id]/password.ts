import { z } from 'zod';
import { changePasswordSchema } from '@/features/accounts/schemas';
import { changePassword } from '@/features/accounts/server/change-password';
import { AppError } from '@/lib/errors';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({
    params: z.object({ id: z.string() }),
    body: changePasswordSchema,
    handler: async ({ actor, params, body }) => {
      if (params.id !== 'me' && params.id !== actor.userId) throw new AppError('USER_NOT_FOUND');
      return changePassword(actor, body);
    },
  }),
});
