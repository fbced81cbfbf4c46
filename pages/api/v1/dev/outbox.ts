import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { apiRoute, publicMethod } from '@/lib/http/api-route';
import { listOutbox, outboxViewable } from '@/lib/mail';

export const config = { api: { bodyParser: false } };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only: the e-mails the app would have sent. Served only with DEV_OUTBOX=1, never when mail really goes
 * out or in a real deployment, and only to a browser on this machine (the socket's address, never a forwarded
 * one): the outbox holds reset links.
 */
export default apiRoute({
  GET: publicMethod({
    query: z.object({ to: z.string().optional() }),
    handler: async ({ req, query }) => {
      if (!outboxViewable() || !LOOPBACK.has(req.socket.remoteAddress ?? '')) throw new AppError('NOT_FOUND');
      return listOutbox(query.to);
    },
  }),
});
