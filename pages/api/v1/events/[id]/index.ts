import { z } from 'zod';
import { updateEventSchema } from '@/features/events/schemas';
import { deleteEvent } from '@/features/stands/server/delete-event';
import { getEvent } from '@/features/events/server/get-event';
import { updateEvent } from '@/features/events/server/update-event';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getEvent(actor, params.id) }),
  PATCH: method({ roles: ['client', 'admin'], params, body: updateEventSchema, handler: ({ actor, params, body }) => updateEvent(actor, params.id, body) }),
  DELETE: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => deleteEvent(actor, params.id) }),
});
