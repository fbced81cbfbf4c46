import { z } from 'zod';
import { tourReportPdf } from '@/features/reports/server/tour-report-pdf';
import { apiRoute, method } from '@/lib/http/api-route';
import { fileLanguageQuery } from '@/lib/http/file-language-query';
import { sendPdf } from '@/lib/http/send-pdf';

export const config = { api: { bodyParser: false } };

/** The tour's report as an A4 PDF download (`?lang=en` for English), for whoever may read the report. */
export default apiRoute({
  GET: method({
    params: z.object({ id: z.string() }),
    query: fileLanguageQuery,
    handler: async ({ res, actor, params, query }) => {
      const { fileName, pdf } = await tourReportPdf(actor, params.id, query.lang);
      sendPdf(res, fileName, pdf);
    },
  }),
});
