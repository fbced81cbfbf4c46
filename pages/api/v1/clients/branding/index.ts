import { createBrandingSchema } from '@/features/clients/schemas';
import { saveBranding } from '@/features/clients/server/branding';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ roles: ['client', 'admin'], body: createBrandingSchema, handler: ({ actor, body }) => saveBranding(actor, body) }),
});
