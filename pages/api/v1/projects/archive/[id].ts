import { z } from 'zod';
import { archiveProjectSchema } from '@/features/projects/schemas';
import { archiveProject } from '@/features/projects/server/archive-project';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PATCH: method({
    roles: ['client', 'admin'],
    params: z.object({ id: z.string() }),
    body: archiveProjectSchema,
    handler: ({ actor, params, body }) => archiveProject(actor, params.id, body.archived),
  }),
});
