import { z } from 'zod';
import { closeShop } from '@/features/shops/server/change-shop-status';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => closeShop(actor, params.id) }),
});
