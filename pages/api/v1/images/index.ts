import { uploadImage, MAX_IMAGE_BYTES } from '@/features/images/server/images';
import { AppError } from '@/lib/errors';
import { apiRoute, method } from '@/lib/http/api-route';
import { readRawBody } from '@/lib/http/read-raw-body';

export const config = { api: { bodyParser: false } };

/** The image's bytes are the request body (any Content-Type: the type is read from the bytes). */
export default apiRoute({
  POST: method({
    roles: ['client', 'admin'],
    status: 201,
    handler: async ({ req, actor }) => {
      const bytes = await readRawBody(req, MAX_IMAGE_BYTES).catch(() => {
        throw new AppError('IMAGE_FILE_TOO_LARGE');
      });
      return uploadImage(actor, bytes);
    },
  }),
});
