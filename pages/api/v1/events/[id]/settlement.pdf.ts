import { z } from 'zod';
import { getSettlement } from '@/features/closing/server/settlement';
import { settlementFileName } from '@/features/closing/server/settlement-csv';
import { renderSettlementPdf } from '@/features/closing/server/settlement-document';
import { journalEventExport } from '@/features/events/server/journal-export';
import { apiRoute, method } from '@/lib/http/api-route';
import { fileLanguageQuery } from '@/lib/http/file-language-query';
import { sendPdf } from '@/lib/http/send-pdf';

export const config = { api: { bodyParser: false } };

/** The settlement as an A4 PDF download (`?lang=en` for English). */
export default apiRoute({
  GET: method({
    params: z.object({ id: z.string() }),
    query: fileLanguageQuery,
    handler: async ({ res, actor, params, query }) => {
      const settlement = await getSettlement(actor, params.id);
      const pdf = await renderSettlementPdf(settlement, query.lang);
      await journalEventExport(actor, params.id, 'settlementPdf');
      sendPdf(res, settlementFileName(settlement.event.name, 'pdf'), pdf);
    },
  }),
});
