import { z } from 'zod';
import { registerDeviceSchema } from '@/features/orders/schemas';
import { registerDevice } from '@/features/orders/server/stand-devices';
import { Answer, apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** A tablet registers itself on the stand to sell offline (docs/api.md, "Offline sales"): 201 the first time, 200 again. */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    params,
    body: registerDeviceSchema,
    handler: async ({ actor, params, body }) => {
      const { device, created } = await registerDevice(actor, params.id, body);
      return new Answer(created ? 201 : 200, device);
    },
  }),
});
