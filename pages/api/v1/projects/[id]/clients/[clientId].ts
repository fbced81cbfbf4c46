import { z } from 'zod';
import { clientRoleSchema } from '@/features/projects/schemas';
import { changeClientRole } from '@/features/projects/server/change-client-role';
import { removeClient } from '@/features/projects/server/remove-client';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string(), clientId: z.string() });

export default apiRoute({
  DELETE: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => removeClient(actor, params.id, params.clientId) }),
  PATCH: method({ roles: ['client', 'admin'], params, body: clientRoleSchema, handler: ({ actor, params, body }) => changeClientRole(actor, params.id, params.clientId, body.role) }),
});
