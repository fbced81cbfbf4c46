import { z } from 'zod';
import { getClosingTotals } from '@/features/closing/server/closing-totals';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The money the settlement would confirm now, for the closing's summary and confirmation: the tour's team only. */
export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getClosingTotals(actor, params.id) }),
});
