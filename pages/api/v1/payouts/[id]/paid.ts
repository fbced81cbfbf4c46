import { z } from 'zod';
import { markPayoutPaid } from '@/features/invoices/server/mark-payout-paid';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => markPayoutPaid(actor, params.id) }),
});
