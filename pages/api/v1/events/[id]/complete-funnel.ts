import { z } from 'zod';
import { completeEventFunnel } from '@/features/events/server/complete-event-funnel';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => completeEventFunnel(actor, params.id) }),
});
