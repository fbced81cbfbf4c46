import { createEventSchema, listEventsQuery } from '@/features/events/schemas';
import { createEvent } from '@/features/events/server/create-event';
import { listEvents } from '@/features/events/server/list-events';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listEventsQuery, handler: ({ actor, query }) => listEvents(actor, query) }),
  POST: method({ roles: ['client', 'admin'], body: createEventSchema, status: 201, handler: ({ actor, body }) => createEvent(actor, body) }),
});
