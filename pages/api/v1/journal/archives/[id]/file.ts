import { z } from 'zod';
import { archiveFile } from '@/features/journal/server/archives';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

// Any string: a malformed id is the same 404 as another organisation's (archiveFile).
const params = z.object({ id: z.string() });

/** GET /v1/journal/archives/{id}/file: the archive's zip, byte for byte the one hashed and signed. */
export default apiRoute({
  GET: method({
    roles: ['client'],
    params,
    handler: async ({ res, actor, params }) => {
      const { fileName, file } = await archiveFile(actor, params.id);
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Content-Length', file.length);
      res.end(file);
    },
  }),
});
