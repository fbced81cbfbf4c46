import { dashboardHome } from '@/features/dashboard/server/dashboard-home';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['client'], handler: ({ actor }) => dashboardHome(actor) }),
});
