import { uploadImage, MAX_IMAGE_BYTES } from '@/features/images/server/images';
import { apiRoute, method } from '@/lib/http/api-route';
import { readBodyWithin } from '@/lib/http/read-raw-body';

export const config = { api: { bodyParser: false } };

/** The image's bytes are the request body (any Content-Type: the type is read from the bytes). */
export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    status: 201,
    handler: async ({ req, actor }) => {
      return uploadImage(actor, await readBodyWithin(req, MAX_IMAGE_BYTES, 'IMAGE_FILE_TOO_LARGE'));
    },
  }),
});
