import { signUpSchema } from '@/features/accounts/schemas';
import { signUpFromRequest } from '@/features/accounts/server/routes';
import { listClientsQuery } from '@/features/clients/schemas';
import { listClients } from '@/features/clients/server/clients';
import { apiRoute, method, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  /** Sign-up (spec §7: no credentials). */
  POST: publicMethod({ body: signUpSchema, status: 201, handler: ({ req, body }) => signUpFromRequest(req, body) }),
  GET: method({ roles: ['admin'], query: listClientsQuery, handler: ({ query }) => listClients(query) }),
});
