import { z } from 'zod';
import { createShopOrderSchema } from '@/features/shops/schemas';
import { createShopOrder } from '@/features/shops/server/create-shop-order';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';
import { limitedAddress, publicOrigin } from '@/lib/http/request-info';

export const config = { api: { bodyParser: false } };

/** A spectator's order, without an account; its Idempotency-Key is kept with the order (docs/api.md, Shop orders). */
export default apiRoute({
  POST: publicMethod({
    params: z.object({ id: z.string() }),
    body: createShopOrderSchema,
    status: 201,
    handler: ({ req, params, body }) => createShopOrder(params.id, body, idempotencyKeyOf(req.headers['idempotency-key']), { ip: limitedAddress(req), origin: publicOrigin(req) }),
  }),
}, { frontDoor: '/api/v1/shops/[id]/orders' });
