import { z } from 'zod';
import { shopSandboxOutcomeSchema } from '@/features/shops/schemas';
import { settleShopSandboxPayment } from '@/features/shops/server/settle-shop-sandbox-payment';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

/** The sandbox's confirm page for a shop order: no account, the order's token in the body is the credential. */
export default apiRoute({
  POST: publicMethod({
    params: z.object({ id: z.string() }),
    body: shopSandboxOutcomeSchema,
    handler: ({ req, params, body }) => settleShopSandboxPayment(params.id, body.token, body.outcome, publicOrigin(req)),
  }),
});
