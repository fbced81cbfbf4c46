import { z } from 'zod';
import { deviceStatusSchema } from '@/features/orders/schemas';
import { reportDeviceStatus } from '@/features/orders/server/stand-devices';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string(), deviceId: z.string() });

/** The tablet reports what its outbox still holds (docs/api.md, "Offline sales"), for the manager's view. */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    params,
    body: deviceStatusSchema,
    handler: async ({ actor, params, body }) => {
      await reportDeviceStatus(actor, params.id, params.deviceId, body);
      return null;
    },
  }),
});
