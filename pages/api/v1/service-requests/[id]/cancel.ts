import { z } from 'zod';
import { cancelServiceRequestSchema } from '@/features/services/schemas';
import { cancelServiceRequest } from '@/features/services/server/cancel-service-request';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    body: cancelServiceRequestSchema,
    handler: ({ req, actor, params, body }) => cancelServiceRequest(actor, params.id, body, publicOrigin(req)),
  }),
});
