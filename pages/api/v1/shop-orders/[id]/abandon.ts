import { z } from 'zod';
import { abandonShopOrderSchema } from '@/features/shops/schemas';
import { abandonShopPayment } from '@/features/shops/server/abandon-shop-payment';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The spectator left the payment page unpaid: the order's hold is released at once (docs/api.md, Shop orders). */
export default apiRoute({
  POST: publicMethod({
    params: z.object({ id: z.string() }),
    body: abandonShopOrderSchema,
    handler: ({ params, body }) => abandonShopPayment(params.id, body.token),
  }),
});
