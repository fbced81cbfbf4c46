import { z } from 'zod';
import { grantPlanSchema } from '@/features/subscriptions/schemas';
import { grantPlan } from '@/features/subscriptions/server/grant-plan';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  PUT: method({ roles: ['admin'], params, body: grantPlanSchema, handler: ({ actor, params, body }) => grantPlan(actor, params.id, body) }),
});
