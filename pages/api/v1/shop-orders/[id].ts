import { z } from 'zod';
import { shopOrderQuerySchema } from '@/features/shops/schemas';
import { getShopOrder } from '@/features/shops/server/get-shop-order';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/**
 * A spectator's shop order read by its token, without credentials (docs/api.md, Shop orders). The token is read as
 * leniently as a receipt's (a missing or malformed one is the same 404); the URL carries it, so it must not travel on.
 */
export default apiRoute({
  GET: publicMethod({
    params: z.object({ id: z.string() }),
    query: shopOrderQuerySchema,
    handler: ({ res, params, query }) => {
      res.setHeader('Referrer-Policy', 'no-referrer');
      return getShopOrder(params.id, query.token);
    },
  }),
});
