/**
 * Writes a query string with bracket arrays (`status[]=paid&status[]=prepared`) and bracket objects
 * (`filter[standId]=s1`), the convention every list of the API follows: what `qs.stringify` writes with
 * `{ arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true }`, without `qs` (12 kB gzip with its
 * dependencies), because every staff page's API client carries it. The server still reads with qs (query-string.ts).
 */
export function stringifyQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) write(key, value, pairs);
  return pairs.join('&');
}

function write(key: string, value: unknown, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) write(`${key}[]`, item, pairs);
  } else if (value instanceof Date) {
    pairs.push(`${key}=${encodeValue(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) write(`${key}[${child}]`, childValue, pairs);
  } else {
    pairs.push(`${key}=${encodeValue(String(value))}`);
  }
}

/** RFC 3986, as qs encodes: encodeURIComponent leaves ! ' ( ) * as they are. */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
