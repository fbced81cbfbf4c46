import { z } from 'zod';
import { getSubscriptionFeatures } from '@/features/entitlements/server/subscription-features';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => getSubscriptionFeatures(actor, params.id) }),
});
