import { z } from 'zod';
import { updateStandSchema } from '@/features/stands/schemas';
import { deleteStand } from '@/features/stands/server/delete-stand';
import { getStand } from '@/features/stands/server/get-stand';
import { updateStand } from '@/features/stands/server/update-stand';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getStand(actor, params.id) }),
  /** Sellers too: they open and close their own stand (the service refuses anything else). */
  PATCH: method({ params, body: updateStandSchema, handler: ({ actor, params, body }) => updateStand(actor, params.id, body) }),
  DELETE: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => deleteStand(actor, params.id) }),
});
