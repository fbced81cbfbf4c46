import { listProjectsQuery, projectSchema } from '@/features/projects/schemas';
import { createProject } from '@/features/projects/server/create-project';
import { listProjects } from '@/features/projects/server/list-projects';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listProjectsQuery, handler: ({ actor, query }) => listProjects(actor, query) }),
  POST: method({ roles: ['client'], body: projectSchema, status: 201, handler: ({ actor, body }) => createProject(actor, body) }),
});
