import { z } from 'zod';
import { closeStandDay } from '@/features/journal/server/closings';
import { Answer, apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The stand's day closed now (its Z, docs/journal.md "Closings"): 201 when made, 200 when nothing was sold since. */
export default apiRoute({
  POST: method({
    params: z.object({ id: z.string() }),
    handler: async ({ actor, params }) => {
      const { closing, created } = await closeStandDay(actor, params.id);
      return new Answer(created ? 201 : 200, closing);
    },
  }),
});
