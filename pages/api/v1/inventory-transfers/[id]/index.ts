import { z } from 'zod';
import { getTransfer } from '@/features/stock/server/transfers';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getTransfer(actor, params.id) }),
});
