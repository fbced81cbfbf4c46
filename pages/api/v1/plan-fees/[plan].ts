import { planParams, updatePlanFeeSchema } from '@/features/invoices/schemas';
import { updatePlanFee } from '@/features/invoices/server/update-plan-fee';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['admin'], params: planParams, body: updatePlanFeeSchema, handler: ({ actor, params, body }) => updatePlanFee(actor, params.plan, body) }),
});
