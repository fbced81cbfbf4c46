import { z } from 'zod';
import { openBillingPortal } from '@/features/subscriptions/server/billing-portal';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  POST: method({ roles: ['client'], params, handler: ({ req, actor, params }) => openBillingPortal(actor, params.id, publicOrigin(req)) }),
});
