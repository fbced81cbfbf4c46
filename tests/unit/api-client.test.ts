import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '@/lib/api-client/api-error';
import { createApiClient } from '@/lib/api-client/create-api-client';
import { stringifyQuery } from '@/lib/query-string';

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the test server answers on each path: status, content type and raw body. */
const routes: Record<string, { status: number; body?: string; contentType?: string }> = {
  '/ok': { status: 200, body: JSON.stringify({ hello: 'world' }) },
  '/created': { status: 201, body: JSON.stringify({ id: 'abc' }) },
  '/no-content': { status: 204 },
  '/unauthorized': { status: 401, body: JSON.stringify({ errorCode: 'UNAUTHORIZED' }) },
  '/unauthorized-empty': { status: 401 },
  '/conflict': { status: 409, body: JSON.stringify({ errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' }) },
  '/invalid': { status: 400, body: JSON.stringify({ errorCode: 'VALIDATION_ERRORS', fields: ['title', 42, 'price'] }) },
  '/unknown-code': { status: 418, body: JSON.stringify({ errorCode: 'SOMETHING_WE_NEVER_HEARD_OF' }) },
  '/not-a-code': { status: 418, body: JSON.stringify({ errorCode: 'not a code <b>' }) },
  '/html-error': { status: 502, body: '<html><body>Bad gateway</body></html>', contentType: 'text/html' },
  '/empty-error': { status: 500 },
};

let server: Server;
let baseUrl: string;
const requests: RecordedRequest[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const route = routes[url.split('?')[0] ?? ''] ?? { status: 404, body: JSON.stringify({ errorCode: 'NOT_FOUND' }) };
      if (route.body === undefined) {
        res.writeHead(route.status).end();
        return;
      }
      res.writeHead(route.status, { 'Content-Type': route.contentType ?? 'application/json' }).end(route.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  requests.length = 0;
});

function makeClient(token: string | null = 'token-123') {
  const onUnauthorized = vi.fn();
  const getAccessToken = vi.fn(async () => token);
  const client = createApiClient({ baseUrl, getAccessToken, onUnauthorized, stringifyQuery });
  return { client, onUnauthorized, getAccessToken };
}

function lastRequest(): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('createApiClient', () => {
  it('sends the bearer token from getAccessToken and returns the parsed JSON', async () => {
    const { client, getAccessToken } = makeClient('token-123');

    await expect(client('/ok')).resolves.toEqual({ hello: 'world' });

    expect(getAccessToken).toHaveBeenCalledTimes(1);
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.headers.authorization).toBe('Bearer token-123');
    expect(request.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header when there is no token', async () => {
    const { client } = makeClient(null);

    await client('/ok');

    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('with auth:false neither asks for a token nor sends one', async () => {
    const { client, getAccessToken } = makeClient('token-123');

    await client('/ok', { auth: false });

    expect(getAccessToken).not.toHaveBeenCalled();
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it.each(['/unauthorized', '/unauthorized-empty'])('on a 401 (%s) calls onUnauthorized once and rejects with status 401', async (path) => {
    const { client, onUnauthorized } = makeClient();

    const call = client(path);

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for other refusals', async () => {
    const { client, onUnauthorized } = makeClient();

    await expect(client('/conflict')).rejects.toMatchObject({ status: 409 });

    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a 409 with its catalogue errorCode and status', async () => {
    const { client } = makeClient();

    await expect(client('/conflict', { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY',
      fields: [],
    });
  });

  it('exposes the offending fields of a 400, keeping only strings', async () => {
    const { client } = makeClient();

    await expect(client('/invalid')).rejects.toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_ERRORS',
      fields: ['title', 'price'],
    });
  });

  // The browser does not carry the list of codes (api-error.ts): a code it has no text for reads as the generic failure.
  it('keeps a well-formed code it does not know, which describeError reads as the generic failure', async () => {
    const { client } = makeClient();

    await expect(client('/unknown-code')).rejects.toMatchObject({ status: 418, errorCode: 'SOMETHING_WE_NEVER_HEARD_OF' });
  });

  it.each([
    ['an errorCode of another shape', '/not-a-code', 418],
    ['a non-JSON body', '/html-error', 502],
    ['an empty body', '/empty-error', 500],
  ])('turns %s into UNEXPECTED_ERROR', async (_label, path, status) => {
    const { client } = makeClient();

    await expect(client(path)).rejects.toMatchObject({ status, errorCode: 'UNEXPECTED_ERROR', fields: [] });
  });

  it('resolves a 204 to undefined', async () => {
    const { client } = makeClient();

    await expect(client('/no-content', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(lastRequest().method).toBe('DELETE');
  });

  it('tells onStatus the status of an accepted answer: 201 made, 200 found (a closing)', async () => {
    const { client } = makeClient();
    const statuses: number[] = [];

    await client('/created', { method: 'POST', onStatus: (status) => statuses.push(status) });
    await client('/ok', { onStatus: (status) => statuses.push(status) });
    await expect(client('/conflict', { onStatus: (status) => statuses.push(status) })).rejects.toBeInstanceOf(ApiError);

    expect(statuses).toEqual([201, 200]);
  });

  it('sends a JSON body with its content type', async () => {
    const { client } = makeClient();
    const body = { title: 'T-shirt', price: 2500, tags: ['tour'] };

    await expect(client('/created', { method: 'POST', body })).resolves.toEqual({ id: 'abc' });

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(body);
  });

  it('sends no body and no content type without a body', async () => {
    const { client } = makeClient();

    await client('/ok');

    const request = lastRequest();
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBe('');
  });

  it('writes array queries with brackets', async () => {
    const { client } = makeClient();

    await client('/ok', { query: { status: ['paid', 'prepared'], page: 2 } });

    expect(decodeURIComponent(lastRequest().url)).toBe('/ok?status[]=paid&status[]=prepared&page=2');
  });

  it('leaves null query values out and adds no "?" for an empty query', async () => {
    const { client } = makeClient();

    await client('/ok', { query: { search: null } });

    expect(lastRequest().url).toBe('/ok');
  });

  it('lets caller headers through', async () => {
    const { client } = makeClient();

    await client('/ok', { headers: { 'Idempotency-Key': 'key-1' } });

    expect(lastRequest().headers['idempotency-key']).toBe('key-1');
  });
});

describe('isApiError', () => {
  it.each([
    [new ApiError(409, { errorCode: 'SHOP_CLOSED' }), true],
    [new Error('SHOP_CLOSED'), false],
    [{ errorCode: 'SHOP_CLOSED', status: 409 }, false],
    [null, false],
  ])('recognises %o: %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
  });
});
