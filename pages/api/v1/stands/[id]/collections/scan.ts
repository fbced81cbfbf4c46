import { z } from 'zod';
import { scanCollectionSchema } from '@/features/shops/schemas';
import { scanCollection } from '@/features/shops/server/scan-collection';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

/** The order a scanned QR code names, its secret checked (a POST: the secret stays out of URLs). */
export default apiRoute({
  POST: method({ params, body: scanCollectionSchema, handler: ({ actor, params, body }) => scanCollection(actor, params.id, body) }),
});
