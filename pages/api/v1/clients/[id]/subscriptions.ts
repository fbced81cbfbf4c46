import { z } from 'zod';
import { subscribeSchema } from '@/features/subscriptions/schemas';
import { listSubscriptions } from '@/features/subscriptions/server/list-subscriptions';
import { subscribe } from '@/features/subscriptions/server/subscribe';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => listSubscriptions(actor, params.id) }),
  /** A manager, for their own organisation: answers where to pay the first month. */
  POST: method({ roles: ['client'], params, body: subscribeSchema, status: 201, handler: ({ req, actor, params, body }) => subscribe(actor, params.id, body, publicOrigin(req)) }),
});
