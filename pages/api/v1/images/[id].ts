import { z } from 'zod';
import { readImage } from '@/features/images/server/images';
import { AppError } from '@/lib/errors';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: publicMethod({
    params: z.object({ id: z.string() }),
    handler: async ({ params, res }) => {
      const image = await readImage(params.id);
      if (!image) throw new AppError('NOT_FOUND');
      res.statusCode = 200;
      res.setHeader('Content-Type', image.mimeType);
      res.setHeader('Content-Length', image.bytes.length);
      // Served bytes are an upload: never a document that could run anything, even if a browser sniffed it as one.
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Content-Disposition', 'inline');
      // An image never changes under its id.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.end(image.bytes);
      return undefined;
    },
  }),
});
