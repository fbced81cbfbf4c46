import { createShopSchema, listShopsQuery } from '@/features/shops/schemas';
import { createShop } from '@/features/shops/server/create-shop';
import { listShops } from '@/features/shops/server/list-shops';
import { Answer, apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listShopsQuery, handler: ({ actor, query }) => listShops(actor, query) }),
  /** 201 when the shop is made, 200 with the event's existing shop otherwise. */
  POST: method({
    roles: ['client', 'admin'],
    body: createShopSchema,
    handler: async ({ actor, body }) => {
      const { shop, created } = await createShop(actor, body);
      return new Answer(created ? 201 : 200, shop);
    },
  }),
});
