import { z } from 'zod';
import { changeSubscriptionSchema } from '@/features/subscriptions/schemas';
import { changeSubscription } from '@/features/subscriptions/server/change-subscription';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  PATCH: method({ roles: ['client'], params, body: changeSubscriptionSchema, handler: ({ actor, params, body }) => changeSubscription(actor, params.id, body) }),
});
