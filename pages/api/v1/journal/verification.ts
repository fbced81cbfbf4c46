import { checkAndRecordJournal } from '@/features/journal/server/check-and-record-journal';
import { getDb } from '@/lib/db';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/**
 * GET /v1/journal/verification: the caller's organisation's journal chains recomputed now (docs/journal.md): records,
 * grand totals and the first broken record of each, for its managers and their auditor. The check is kept like the
 * daily job's (source `request`).
 */
export default apiRoute({
  GET: method({
    roles: ['client'],
    handler: async ({ actor }) => {
      const [check] = actor.clientId ? await checkAndRecordJournal(await getDb(), 'request', actor.clientId, actor.userId) : [];
      return { checkedAt: new Date().toISOString(), chains: check?.chains ?? [] };
    },
  }),
});
