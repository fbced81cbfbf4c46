import { z } from 'zod';
import { settleSandboxPayment } from '@/features/orders/server/card-payments';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The sandbox provider's "mode test" buttons on the register: approve or decline a card payment. */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    params: z.object({ id: z.string() }),
    body: z.object({ outcome: z.enum(['approve', 'decline']) }),
    handler: ({ actor, params, body }) => settleSandboxPayment(actor, params.id, body.outcome),
  }),
});
