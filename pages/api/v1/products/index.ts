import { createProductSchema, listProductsQuery } from '@/features/products/schemas';
import { createProduct } from '@/features/products/server/create-product';
import { listProducts } from '@/features/products/server/list-products';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

// No role guard: the tour decides (requireProject), so another tour's seller gets 404 and the tour's own 403.
export default apiRoute({
  GET: method({ query: listProductsQuery, handler: ({ actor, query }) => listProducts(actor, query) }),
  POST: method({ body: createProductSchema, status: 201, handler: ({ actor, body }) => createProduct(actor, body) }),
});
