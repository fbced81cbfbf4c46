import { handleBillingWebhook } from '@/features/subscriptions/server/billing-webhook';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { readBodyWithin } from '@/lib/http/read-raw-body';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

/** Stripe Billing's webhook: no bearer token, the signature of the raw body is the credential. */
export default apiRoute({
  POST: publicMethod({
    handler: async ({ req }) => {
      const body = await readBodyWithin(req, 1024 * 1024, 'PAYLOAD_TOO_LARGE');
      const signature = req.headers['stripe-signature'];
      await handleBillingWebhook(body, Array.isArray(signature) ? signature[0] : signature, process.env.STRIPE_BILLING_WEBHOOK_SECRET, publicOrigin(req));
      return { received: true };
    },
  }),
});
