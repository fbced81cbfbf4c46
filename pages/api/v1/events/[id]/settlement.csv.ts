import { z } from 'zod';
import { getSettlement } from '@/features/closing/server/settlement';
import { settlementCsv, settlementFileName } from '@/features/closing/server/settlement-csv';
import { settlementTranslator } from '@/features/closing/server/settlement-translator';
import { journalEventExport } from '@/features/events/server/journal-export';
import { apiRoute, method } from '@/lib/http/api-route';
import { fileLanguageQuery } from '@/lib/http/file-language-query';

export const config = { api: { bodyParser: false } };

/** The settlement as a spreadsheet download (`?lang=en` for English headings). */
export default apiRoute({
  GET: method({
    params: z.object({ id: z.string() }),
    query: fileLanguageQuery,
    handler: async ({ res, actor, params, query }) => {
      const settlement = await getSettlement(actor, params.id);
      const csv = Buffer.from(settlementCsv(settlement, settlementTranslator(query.lang)), 'utf8');
      await journalEventExport(actor, params.id, 'settlementCsv');
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${settlementFileName(settlement.event.name, 'csv')}"`);
      res.setHeader('Content-Length', csv.length);
      res.end(csv);
    },
  }),
});
