import { projectDispatchSchema } from '@/features/stock/schemas';
import { dispatchProjectStock } from '@/features/stock/server/transfers';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client', 'admin'], idempotent: true, body: projectDispatchSchema, status: 201, handler: ({ actor, body }) => dispatchProjectStock(actor, body) }),
});
