import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { paymentsMode } from '@/lib/payments/mode';

export const config = { api: { bodyParser: false } };

/**
 * GET /v1/payments/mode: who takes card payments now ('stripe', 'sandbox' or 'off'), so that every screen that takes
 * money says "mode test" while the sandbox runs, and the register and the shop say why card payments are off. Public:
 * the spectator's shop needs it too, and it is no secret.
 */
export default apiRoute({
  GET: publicMethod({
    handler: async () => ({ mode: paymentsMode() }),
  }),
});
