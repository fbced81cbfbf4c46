import { archiveRequestSchema } from '@/features/journal/schemas';
import { createArchive, listArchives } from '@/features/journal/server/archives';
import { Answer, apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/**
 * The organisation's journal archives (docs/journal.md "Archives"), for its managers: the list (without the files),
 * and the archive of a closed month or year (201 made now, 200 the one made before).
 */
export default apiRoute({
  GET: method({ roles: ['client'], handler: async ({ actor }) => ({ data: await listArchives(actor) }) }),
  POST: method({
    roles: ['client'],
    body: archiveRequestSchema,
    handler: async ({ actor, body }) => {
      const { archive, created } = await createArchive(actor, body);
      return new Answer(created ? 201 : 200, archive);
    },
  }),
});
