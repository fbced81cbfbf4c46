import { listJournalChecks } from '@/features/journal/server/list-journal-checks';
import { apiRoute, method } from '@/lib/http/api-route';
import { paginationQuery } from '@/lib/http/pagination';

export const config = { api: { bodyParser: false } };

/** GET /v1/journal/checks: every organisation's last check of its journal chains, for the platform's admins. */
export default apiRoute({
  GET: method({ roles: ['admin'], query: paginationQuery, handler: ({ query }) => listJournalChecks(query) }),
});
