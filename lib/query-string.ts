import qs from 'qs';

/**
 * Parses a URL's query string with bracket arrays (`status[]=paid&status[]=prepared`),
 * the convention every list of the API follows.
 */
export function parseQuery(url: string | undefined): Record<string, unknown> {
  const start = url?.indexOf('?') ?? -1;
  const queryString = url && start >= 0 ? url.slice(start + 1) : '';
  return qs.parse(queryString, { depth: 3, arrayLimit: 200, parameterLimit: 500 });
}

export function stringifyQuery(query: Record<string, unknown>): string {
  return qs.stringify(query, { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true });
}
