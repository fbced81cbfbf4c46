import { z } from 'zod';
import { acceptServiceQuoteSchema } from '@/features/services/schemas';
import { acceptServiceQuote } from '@/features/services/server/accept-service-quote';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  // The organiser's agreement: an admin does not give it for them.
  POST: method({
    roles: ['client'],
    params: z.object({ id: z.string() }),
    body: acceptServiceQuoteSchema,
    handler: ({ actor, params, body }) => acceptServiceQuote(actor, params.id, body),
  }),
});
