import { z } from 'zod';
import { updateBrandingSchema } from '@/features/clients/schemas';
import { getBranding, updateBranding } from '@/features/clients/server/branding';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  /** By client id: one branding per client. */
  GET: method({ roles: ['client', 'admin'], params, handler: ({ actor, params }) => getBranding(actor, params.id) }),
  /** By the branding's own id, as POST returned it. */
  PATCH: method({ roles: ['client', 'admin'], params, body: updateBrandingSchema, handler: ({ actor, params, body }) => updateBranding(actor, params.id, body) }),
});
