import { z } from 'zod';
import { updateProductVariantSchema } from '@/features/products/schemas';
import { deleteProductVariant } from '@/features/products/server/delete-product-variant';
import { updateProductVariant } from '@/features/products/server/update-product-variant';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  PATCH: method({ params, body: updateProductVariantSchema, handler: ({ actor, params, body }) => updateProductVariant(actor, params.id, body) }),
  DELETE: method({ params, handler: ({ actor, params }) => deleteProductVariant(actor, params.id) }),
});
