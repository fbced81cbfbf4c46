import { z } from 'zod';
import { cashMovementSchema } from '@/features/orders/schemas';
import { listCashMovements, recordCashMovement } from '@/features/orders/server/cash-movements';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';
import { paginationQuery } from '@/lib/http/pagination';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The stand's cash movements: the day's list, or a new one. The Idempotency-Key is kept on the movement itself. */
export default apiRoute({
  GET: method({ params, query: paginationQuery, handler: ({ actor, params, query }) => listCashMovements(actor, params.id, query) }),
  POST: method({
    params,
    body: cashMovementSchema,
    status: 201,
    handler: async ({ req, actor, params, body }) => (await recordCashMovement(actor, params.id, body, idempotencyKeyOf(req.headers['idempotency-key']))).movement,
  }),
});
