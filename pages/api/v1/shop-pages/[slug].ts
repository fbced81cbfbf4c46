import { shopPageParams } from '@/features/shops/schemas';
import { getShopPage } from '@/features/shops/server/get-shop-page';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** A shop's public page, without credentials: the slug of its short address is all a spectator has. */
export default apiRoute({
  GET: publicMethod({ params: shopPageParams, handler: ({ params }) => getShopPage(params.slug) }),
});
