import { z } from 'zod';
import { proRequestSchema } from '@/features/subscriptions/schemas';
import { requestProPlan } from '@/features/subscriptions/server/request-pro-plan';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  POST: method({ roles: ['client'], params, body: proRequestSchema, status: 201, handler: ({ req, actor, params, body }) => requestProPlan(actor, params.id, body, publicOrigin(req)) }),
});
