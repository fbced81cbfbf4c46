import { z } from 'zod';
import { warehouseSupplySchema } from '@/features/stock/schemas';
import { supplyWarehouse } from '@/features/stock/server/warehouse-supply';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({
    roles: ['client', 'admin'],
    idempotent: true,
    params: z.object({ id: z.string() }),
    body: warehouseSupplySchema,
    handler: ({ actor, params, body }) => supplyWarehouse(actor, params.id, body),
  }),
});
