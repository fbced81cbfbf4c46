import { createPaymentAccountLink } from '@/features/shops/server/payment-account';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client'], handler: ({ req, actor }) => createPaymentAccountLink(actor, publicOrigin(req)) }),
});
