import http from 'node:http';

/** One answer, with the raw text kept: the suites look for leaks in what was really sent. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: any;
  /** Whether the request went out on a connection an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

export interface RawRequest {
  method: string;
  /** The path after the origin, sent exactly as given (no normalisation, no re-encoding): `/api/v1/…`. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
  /** Gives up (rejects with a `timeout` error) when no answer has come by then. */
  timeoutMs?: number;
}

/**
 * A request through node:http rather than fetch: fetch refuses some methods (TRACE, CONNECT), normalises paths
 * (`..%2f`) and cannot show whether a keep-alive connection survived an answer.
 */
export function send(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent: request.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text), reusedSocket: req.reusedSocket });
      });
    });
    req.on('error', reject);
    // A wall clock, not the socket's idle timer: a request queued behind a stuck connection has no socket yet.
    if (request.timeoutMs) {
      const timer = setTimeout(() => req.destroy(Object.assign(new Error(`no answer within ${request.timeoutMs} ms`), { code: 'timeout' })), request.timeoutMs);
      req.on('close', () => clearTimeout(timer));
    }
    // A refused upload may be answered before it is fully sent; the answer is what matters then.
    req.on('socket', (socket) => socket.on('error', () => undefined));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Runs `tasks` with at most `limit` in flight, keeping their order in the results. */
export async function inPool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
