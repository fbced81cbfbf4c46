import { z } from 'zod';
import { openShop } from '@/features/shops/server/change-shop-status';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), handler: ({ actor, params }) => openShop(actor, params.id) }),
});
