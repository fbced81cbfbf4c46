import { getDb } from '@/lib/db';
import { apiRoute, method } from '@/lib/http/api-route';
import { verifyChains } from '@/lib/journal/verify-chain';

export const config = { api: { bodyParser: false } };

/**
 * GET /v1/journal/verification: the caller's organisation's journal chains recomputed now (docs/journal.md): records,
 * grand totals and the first broken record of each, for its managers and their auditor.
 */
export default apiRoute({
  GET: method({
    roles: ['client'],
    handler: async ({ actor }) => {
      const checks = actor.clientId ? await verifyChains(await getDb(), actor.clientId) : [];
      return { checkedAt: new Date().toISOString(), chains: checks.map((check) => ({ chain: check.chain, records: check.records, lastSequence: check.lastSequence, grandTotals: check.grandTotals, firstBreak: check.firstBreak })) };
    },
  }),
});
