import { closingListQuery, organisationClosingSchema } from '@/features/journal/schemas';
import { closeOrganisationPeriod, listClosings } from '@/features/journal/server/closings';
import { Answer, apiRoute, method } from '@/lib/http/api-route';
import { paginationQuery } from '@/lib/http/pagination';

export const config = { api: { bodyParser: false } };

/**
 * The organisation's closings (Z reports, docs/journal.md "Closings"), for its managers: the list, newest first, and
 * a closing made now (today's business day, or a month or a year that has ended).
 */
export default apiRoute({
  GET: method({ roles: ['client'], query: closingListQuery.extend(paginationQuery.shape), handler: ({ actor, query }) => listClosings(actor, query) }),
  POST: method({
    roles: ['client'],
    body: organisationClosingSchema,
    handler: async ({ actor, body }) => {
      const { closing, created } = await closeOrganisationPeriod(actor, body);
      return new Answer(created ? 201 : 200, closing);
    },
  }),
});
