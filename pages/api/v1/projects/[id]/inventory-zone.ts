import { z } from 'zod';
import { createZoneSchema, updateZoneSchema } from '@/features/stock/schemas';
import { createZone, updateZone } from '@/features/stock/server/zones';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  POST: method({ roles: ['client', 'admin'], idempotent: true, params, body: createZoneSchema, status: 201, handler: ({ actor, params, body }) => createZone(actor, params.id, body) }),
  PUT: method({ roles: ['client', 'admin'], params, body: updateZoneSchema, handler: ({ actor, params, body }) => updateZone(actor, params.id, body) }),
});
