import { getOnboarding } from '@/features/dashboard/server/get-onboarding';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client'], handler: ({ actor }) => getOnboarding(actor) }),
});
