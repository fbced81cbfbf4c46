import { z } from 'zod';
import { createServiceRequestSchema } from '@/features/services/schemas';
import { createServiceRequest } from '@/features/services/server/create-service-request';
import { listEventServiceRequests } from '@/features/services/server/list-service-requests';
import { apiRoute, method } from '@/lib/http/api-route';
import { publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => listEventServiceRequests(actor, params.id) }),
  POST: method({
    roles: ['client', 'admin'],
    idempotent: true,
    params,
    body: createServiceRequestSchema,
    status: 201,
    handler: ({ req, actor, params, body }) => createServiceRequest(actor, params.id, body, publicOrigin(req)),
  }),
});
