import { z } from 'zod';
import { getLevel } from '@/features/stock/server/levels';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getLevel(actor, params.id) }),
});
