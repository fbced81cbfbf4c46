import { handleStripeWebhook } from '@/features/orders/server/payment-webhook';
import { mailPaidShopOrder } from '@/features/shops/server/send-shop-order-email';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { readBodyWithin } from '@/lib/http/read-raw-body';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

/** Stripe's webhook: no bearer token, the signature of the raw body is the credential. */
export default apiRoute({
  POST: publicMethod({
    handler: async ({ req }) => {
      const body = await readBodyWithin(req, 1024 * 1024, 'PAYLOAD_TOO_LARGE');
      const signature = req.headers['stripe-signature'];
      const settled = await handleStripeWebhook(body, Array.isArray(signature) ? signature[0] : signature, process.env.STRIPE_WEBHOOK_SECRET);
      // A shop order paid by this event: the spectator's confirmation, with links to our public origin.
      if (settled?.shopOrderPaid) await mailPaidShopOrder(settled.order.id, publicOrigin(req));
      return { received: true };
    },
  }),
});
