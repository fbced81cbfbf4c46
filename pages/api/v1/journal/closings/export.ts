import { z } from 'zod';
import { closingListQuery } from '@/features/journal/schemas';
import { allClosings, journalClosingsExport } from '@/features/journal/server/closings';
import { closingsCsv } from '@/features/journal/server/closings-csv';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** GET /v1/journal/closings/export: the organisation's Z reports as a CSV (`?lang=en` for English headings). */
export default apiRoute({
  GET: method({
    roles: ['client'],
    query: closingListQuery.extend({ lang: z.enum(['fr', 'en']).default('fr') }),
    handler: async ({ res, actor, query }) => {
      const csv = Buffer.from(await closingsCsv(await allClosings(actor, query), query.lang), 'utf8');
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="clotures-z${query.from ? `-${query.from}` : ''}${query.to ? `-${query.to}` : ''}.csv"`);
      res.setHeader('Content-Length', csv.length);
      await journalClosingsExport(actor, query);
      res.end(csv);
    },
  }),
});
