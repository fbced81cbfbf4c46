import { createTransferSchema, listTransfersQuery } from '@/features/stock/schemas';
import { createTransfer, listTransfers } from '@/features/stock/server/transfers';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listTransfersQuery, handler: ({ actor, query }) => listTransfers(actor, query) }),
  POST: method({ roles: ['client', 'admin'], idempotent: true, body: createTransferSchema, status: 201, handler: ({ actor, body }) => createTransfer(actor, body) }),
});
