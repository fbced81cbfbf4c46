import { z } from 'zod';
import { readShiftReport } from '@/features/orders/server/shift-report';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The stand's end-of-shift report (its "Z"): the stand's sellers and the tour's team read it. */
export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => readShiftReport(actor, params.id) }),
});
