import { z } from 'zod';
import { matrixQuery } from '@/features/stock/schemas';
import { inventoryMatrix } from '@/features/stock/server/matrix';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), query: matrixQuery, handler: ({ actor, params, query }) => inventoryMatrix(actor, params.id, query) }),
});
