import { z } from 'zod';
import { cashDetailSchema } from '@/features/orders/schemas';
import { latestCashDetail, recordCashDetail } from '@/features/orders/server/cash-details';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The stand's cash drawer counts: the latest one (204 when none), or a new one. */
export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => latestCashDetail(actor, params.id) }),
  // A retried count with the same Idempotency-Key is answered again, not kept twice (the closing's cash step).
  POST: method({ params, body: cashDetailSchema, status: 201, idempotent: true, handler: ({ actor, params, body }) => recordCashDetail(actor, params.id, body) }),
});
