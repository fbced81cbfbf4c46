import { listPlanFees } from '@/features/invoices/server/list-plan-fees';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['admin'], handler: () => listPlanFees() }),
});
