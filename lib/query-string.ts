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

// The writer has its own module, without qs, for the browser's API client.
export { stringifyQuery } from './stringify-query';
