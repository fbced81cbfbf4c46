import { z } from 'zod';
import { getClosingData } from '@/features/closing/server/get-closing';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** What the closing wizard pre-fills: the tour's team only (docs/closing.md). */
export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getClosingData(actor, params.id) }),
});
