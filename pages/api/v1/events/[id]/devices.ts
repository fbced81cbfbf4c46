import { z } from 'zod';
import { listEventDevices } from '@/features/orders/server/stand-devices';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The date's register tablets per stand: last sync and what each still holds (docs/api.md, "Offline sales"). */
export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => listEventDevices(actor, params.id) }),
});
