import { paymentAccountQuery } from '@/features/shops/schemas';
import { createPaymentAccount, getPaymentAccount } from '@/features/shops/server/payment-account';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], query: paymentAccountQuery, handler: ({ actor, query }) => getPaymentAccount(actor, query) }),
  /** A manager, for their own organisation (a platform admin has none). */
  POST: method({ roles: ['client'], status: 201, handler: ({ actor }) => createPaymentAccount(actor) }),
});
