import { z } from 'zod';
import { tourReport } from '@/features/reports/server/tour-report';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => tourReport(actor, params.id) }),
});
