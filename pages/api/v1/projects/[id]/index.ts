import { z } from 'zod';
import { updateProjectSchema } from '@/features/projects/schemas';
import { getProject } from '@/features/projects/server/get-project';
import { updateProject } from '@/features/projects/server/update-project';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getProject(actor, params.id) }),
  PATCH: method({ roles: ['client', 'admin'], params, body: updateProjectSchema, handler: ({ actor, params, body }) => updateProject(actor, params.id, body) }),
});
