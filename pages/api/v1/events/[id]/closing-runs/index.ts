import { z } from 'zod';
import { closingRunSchema } from '@/features/closing/schemas';
import { runClosing } from '@/features/closing/server/closing-run/closing-run';
import { Answer, apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/**
 * The closing's confirmation in one call (docs/closing.md, "The closing run"): 200 with the run once finished; 202
 * with its progress when another request is at the same run. The same run id sent again resumes or answers it.
 */
export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    body: closingRunSchema,
    handler: async ({ actor, params, body }) => {
      const { run, heldElsewhere } = await runClosing(actor, params.id, body);
      return heldElsewhere ? new Answer(202, run) : run;
    },
  }),
});
