import { z } from 'zod';
import { eventTakings } from '@/features/orders/server/event-takings';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => eventTakings(actor, params.id) }),
});
