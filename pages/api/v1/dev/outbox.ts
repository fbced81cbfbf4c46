import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { listOutbox, outboxEnabled } from '@/lib/mail';

export const config = { api: { bodyParser: false } };

/** Development only: the e-mails the app would have sent. Never served when mail really goes out or in production. */
export default apiRoute({
  GET: publicMethod({
    query: z.object({ to: z.string().optional() }),
    handler: async ({ query }) => {
      if (!outboxEnabled()) throw new AppError('NOT_FOUND');
      return listOutbox(query.to);
    },
  }),
});
