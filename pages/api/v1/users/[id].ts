import { z } from 'zod';
import { updateCurrentUserSchema } from '@/features/auth/schemas';
import { getCurrentUser, updateCurrentUser } from '@/features/auth/server/current-user';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getCurrentUser(actor, params.id) }),
  PATCH: method({
    params,
    body: updateCurrentUserSchema,
    handler: ({ actor, params, body }) => updateCurrentUser(actor, params.id, body),
  }),
});
