import { z } from 'zod';
import { removeSeller } from '@/features/projects/server/sellers';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  DELETE: method({ roles: ['client', 'admin'], params: z.object({ id: z.string(), userId: z.string() }), handler: ({ actor, params }) => removeSeller(actor, params.id, params.userId) }),
});
