import { z } from 'zod';
import { cancelTransfer } from '@/features/stock/server/cancel-transfer';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => cancelTransfer(actor, params.id) }),
});
