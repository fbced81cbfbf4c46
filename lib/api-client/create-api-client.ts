import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** Sent as it is, e.g. a file (the server reads its type from the bytes). */
  rawBody?: Blob | ArrayBuffer;
  /** false for the calls the spec makes without credentials (sign-up, password reset, receipts). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Told the answer's status, for the few calls whose 200 and 201 mean different things (a closing made or found). */
  onStatus?: (status: number) => void;
}

export interface ApiClientDeps {
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  /** Called on any 401: the session is over, the user is signed out. */
  onUnauthorized: () => void | Promise<void>;
  /** Writes a query string: the bracket arrays of lib/query-string, or a lighter writer where queries are flat. */
  stringifyQuery: (query: Record<string, unknown>) => string;
  fetch?: typeof fetch;
}

export type ApiClient = <T = unknown>(path: string, options?: ApiRequestOptions) => Promise<T>;

/**
 * The one way the front end talks to the product API (spec §7): a bearer token on every call unless noted,
 * bracket arrays in query strings, 204 as no content, 401 as sign-out, any other refusal as a typed ApiError.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.auth !== false) {
      const token = await deps.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const queryString = options.query ? deps.stringifyQuery(options.query) : '';
    const url = `${deps.baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
    const response = await doFetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
    if (response.status === 401) {
      await deps.onUnauthorized();
      throw new ApiError(401, await readJson(response));
    }
    if (!response.ok) throw new ApiError(response.status, await readJson(response));
    options.onStatus?.(response.status);
    if (response.status === 204) return undefined as T;
    return (await readJson(response)) as T;
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
