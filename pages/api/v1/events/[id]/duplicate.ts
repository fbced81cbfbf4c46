import { z } from 'zod';
import { duplicateEventSchema } from '@/features/events/schemas';
import { duplicateEvent } from '@/features/stands/server/duplicate-event';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    body: duplicateEventSchema,
    status: 201,
    handler: ({ actor, params, body }) => duplicateEvent(actor, params.id, body),
  }),
});
