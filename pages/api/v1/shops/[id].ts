import { z } from 'zod';
import { updateShopSchema } from '@/features/shops/schemas';
import { getShop } from '@/features/shops/server/get-shop';
import { updateShop } from '@/features/shops/server/update-shop';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getShop(actor, params.id) }),
  PATCH: method({ roles: ['client', 'admin'], params, body: updateShopSchema, handler: ({ actor, params, body }) => updateShop(actor, params.id, body) }),
});
