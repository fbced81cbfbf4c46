import { z } from 'zod';
import { tourForecast } from '@/features/reports/server/tour-forecast';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => tourForecast(actor, params.id) }),
});
