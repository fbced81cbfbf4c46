import { z } from 'zod';
import { payBalanceSchema } from '@/features/orders/schemas';
import { payBalance } from '@/features/orders/server/pay-balance';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The rest of a split sale whose card part was declined: by card again, or in cash (docs/api.md, Orders). */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    idempotent: true,
    params: z.object({ id: z.string() }),
    body: payBalanceSchema,
    status: 201,
    handler: ({ actor, params, body }) => payBalance(actor, params.id, body),
  }),
});
