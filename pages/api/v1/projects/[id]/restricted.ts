import { z } from 'zod';
import { getRestrictedProject } from '@/features/projects/server/get-restricted-project';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => getRestrictedProject(actor, params.id) }),
});
