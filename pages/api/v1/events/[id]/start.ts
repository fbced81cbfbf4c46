import { z } from 'zod';
import { startEvent } from '@/features/events/server/change-event-status';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => startEvent(actor, params.id) }),
});
