import { z } from 'zod';
import { closingRunIdSchema } from '@/features/closing/schemas';
import { getClosingData } from '@/features/closing/server/get-closing';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** What the closing wizard pre-fills: the tour's team only; `?runId=` adds what that confirmation run ordered already (docs/closing.md). */
export default apiRoute({
  GET: method({
    params: z.object({ id: z.string() }),
    query: z.object({ runId: closingRunIdSchema.optional() }),
    handler: ({ actor, params, query }) => getClosingData(actor, params.id, query.runId),
  }),
});
