import { z } from 'zod';
import { addSellerSchema } from '@/features/projects/schemas';
import { addSeller } from '@/features/projects/server/seller-invitations';
import { listSellers } from '@/features/projects/server/sellers';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => listSellers(actor, params.id) }),
  // 202: the address is invited, and joins only when its owner accepts.
  POST: method({ roles: ['client', 'admin'], params, body: addSellerSchema, status: 202, handler: ({ req, actor, params, body }) => addSeller(actor, params.id, body, publicOrigin(req)) }),
});
