import { fecPeriodSchema } from '@/features/journal/schemas';
import { exportFec } from '@/features/journal/server/export-fec';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/**
 * GET /v1/journal/fec?from=&to=: the caller's organisation's FEC of the period (docs/journal.md), for its managers
 * and their accountant. Each organisation's own journal: a manager invited on another's tour gets their own file.
 */
export default apiRoute({
  GET: method({
    roles: ['client'],
    query: fecPeriodSchema,
    handler: async ({ res, actor, query }) => {
      const file = await exportFec(actor, query);
      const body = Buffer.from(file.text, 'utf8');
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Content-Length', body.length);
      res.end(body);
    },
  }),
});
