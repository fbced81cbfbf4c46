import { z } from 'zod';
import { moveServiceRequestSchema } from '@/features/services/schemas';
import { moveServiceRequest } from '@/features/services/server/move-service-request';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({
    roles: ['admin'],
    params: z.object({ id: z.string() }),
    body: moveServiceRequestSchema,
    handler: ({ req, actor, params, body }) => moveServiceRequest(actor, params.id, body, publicOrigin(req)),
  }),
});
