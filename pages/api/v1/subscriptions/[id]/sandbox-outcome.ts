import { z } from 'zod';
import { sandboxCheckoutOutcomeSchema } from '@/features/subscriptions/schemas';
import { settleSandboxCheckout } from '@/features/subscriptions/server/settle-sandbox-checkout';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  POST: method({ roles: ['client'], params, body: sandboxCheckoutOutcomeSchema, handler: ({ req, actor, params, body }) => settleSandboxCheckout(actor, params.id, body.outcome, publicOrigin(req)) }),
});
