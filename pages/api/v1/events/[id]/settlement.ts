import { z } from 'zod';
import { getSettlement } from '@/features/closing/server/settlement';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getSettlement(actor, params.id) }),
});
