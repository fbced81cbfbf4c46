import { z } from 'zod';
import { adminUpdateClientSchema } from '@/features/clients/schemas';
import { getClient, updateClient } from '@/features/clients/server/clients';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => getClient(actor, params.id) }),
  PATCH: method({ roles: ['client', 'admin'], params, body: adminUpdateClientSchema, handler: ({ actor, params, body }) => updateClient(actor, params.id, body) }),
});
