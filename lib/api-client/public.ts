import { apiBaseUrl } from './base-url';
import { createApiClient } from './create-api-client';

export { ApiError, isApiError } from './api-error';
export { apiBaseUrl } from './base-url';

/**
 * A query of plain values (`?token=...`), which is all the spectator's calls send: URLSearchParams writes it, so their
 * pages do without qs (14 kB gzip) that the bracket arrays of the staff's lists need. Empty values are left out.
 */
export function stringifyFlatQuery(query: Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/**
 * The spectator's client: the calls the spec makes without credentials (shop page, shop order, receipt). With no
 * session to read or end it does not import next-auth, whose code the shop's pages would otherwise download.
 */
export const publicApiFetch = createApiClient({
  baseUrl: apiBaseUrl,
  stringifyQuery: stringifyFlatQuery,
  getAccessToken: async () => null,
  onUnauthorized: () => {},
});
