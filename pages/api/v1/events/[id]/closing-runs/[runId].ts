import { z } from 'zod';
import { getClosingRun } from '@/features/closing/server/closing-run/closing-run';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** How far a closing run got: the wizard reads it while its POST runs. */
export default apiRoute({
  GET: method({ params: z.object({ id: z.string(), runId: z.string() }), handler: ({ actor, params }) => getClosingRun(actor, params.id, params.runId) }),
});
