import { z } from 'zod';
import { updateProductSchema } from '@/features/products/schemas';
import { deleteProduct } from '@/features/products/server/delete-product';
import { getProduct } from '@/features/products/server/get-product';
import { updateProduct } from '@/features/products/server/update-product';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  GET: method({ params, handler: ({ actor, params }) => getProduct(actor, params.id) }),
  PATCH: method({ params, body: updateProductSchema, handler: ({ actor, params, body }) => updateProduct(actor, params.id, body) }),
  DELETE: method({ params, handler: ({ actor, params }) => deleteProduct(actor, params.id) }),
});
