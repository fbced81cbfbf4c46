// The load the HTTP benchmarks send, from a worker thread so that it does not share the server's event loop: clients
// that each send their next request once the last is answered (a closed loop), or every request at once (a burst);
// each request's latency and outcome. What one request is stays in each benchmark.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { benchWorker } from './bench-run';

export interface HttpRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface HttpAnswer {
  /** 0 when the network failed. */
  status: number;
  /** The answer's headers (none when the network failed). */
  headers: http.IncomingHttpHeaders;
  /** The answer's body, or the network error's code. */
  text: string;
  /** When the request was sent and when it had its socket (performance.now()): between them, the wait for a socket. */
  sentAt: number;
  onSocketAt: number;
  answeredAt: number;
}

/** One request on `agent`; never rejects: a network failure is status 0 with its code as the text. */
export function send(agent: http.Agent, url: string, request: HttpRequest = {}): Promise<HttpAnswer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = { ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }), ...request.headers };
  const sentAt = performance.now();
  let onSocketAt = sentAt;
  return new Promise((resolve) => {
    const done = (status: number, text: string, answerHeaders: http.IncomingHttpHeaders = {}) => resolve({ status, headers: answerHeaders, text, sentAt, onSocketAt, answeredAt: performance.now() });
    const failed = (error: NodeJS.ErrnoException) => done(0, error.code ?? String(error));
    const req = http.request(url, { method: request.method ?? 'GET', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString(), response.headers));
      response.on('error', failed);
    });
    req.on('socket', () => (onSocketAt = performance.now()));
    req.on('error', failed);
    req.end(payload);
  });
}

/** The errorCode of a JSON answer, if it has one. */
export function errorCodeOf(answer: HttpAnswer): string | undefined {
  try {
    return (JSON.parse(answer.text || '{}') as { errorCode?: string }).errorCode;
  } catch {
    return undefined;
  }
}

/** "201" for the expected status; otherwise "409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY", "500", "network ECONNRESET"… */
export function outcomeOf(answer: HttpAnswer, expected: number): string {
  if (!answer.status) return `network ${answer.text}`;
  if (answer.status === expected) return String(expected);
  return `${answer.status} ${errorCodeOf(answer) ?? ''}`.trim();
}

export interface ClosedLoop {
  clients: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  latencies: number[];
  /** How many requests ended each way, by outcome ("201", "409 NOT_ENOUGH…", "network ECONNRESET"). */
  outcomes: Record<string, number>;
  /** From the end of the warm-up to the last answer counted. */
  seconds: number;
}

/**
 * `clients` clients on one keep-alive agent, each sending its next request once the last is answered, for
 * `warmupMs` then `durationMs`. A request started during the warm-up is not counted. `request(client, agent)` sends
 * one and says its outcome; `onMeasuring` is called when the warm-up ends.
 */
export async function closedLoop(loop: ClosedLoop, request: (client: number, agent: http.Agent) => Promise<string>, onMeasuring: () => void = () => {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: loop.clients });
  const from = performance.now() + loop.warmupMs;
  const until = from + loop.durationMs;
  setTimeout(onMeasuring, loop.warmupMs);
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let lastEnd = from;
  await Promise.all(
    Array.from({ length: loop.clients }, async (_, client) => {
      for (let started = performance.now(); started < until; started = performance.now()) {
        const outcome = await request(client, agent);
        const ended = performance.now();
        if (started < from) continue;
        latencies.push(ended - started);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        lastEnd = Math.max(lastEnd, ended);
      }
    }),
  );
  agent.destroy();
  return { latencies, outcomes, seconds: (lastEnd - from) / 1000 };
}

/** Every request launched at the same instant; the agent lets `sockets` be in flight, the others wait their turn. */
export async function burst(requests: HttpRequest[], url: string, sockets: number): Promise<{ answers: HttpAnswer[]; startedAt: number; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const startedAt = performance.now();
  const answers = await Promise.all(requests.map((request) => send(agent, url, request)));
  const seconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return { answers, startedAt, seconds };
}

type FromWorker<Result> = { phase: 'measuring' } | { phase: 'done'; result: Result };

/**
 * Runs `plan` in a worker thread: the benchmark's own file (`filename`) again, where `isMainThread` is false and it
 * calls serveLoad. `onMeasuring` fires when the load says its warm-up has ended.
 */
export function loadInWorker<Plan, Result>(filename: string, plan: Plan, onMeasuring: () => void = () => {}): Promise<Result> {
  const worker = benchWorker(filename, plan);
  return new Promise<Result>((resolve, reject) => {
    worker.on('message', (message: FromWorker<Result>) => (message.phase === 'measuring' ? onMeasuring() : resolve(message.result)));
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`load worker exited with code ${code}`)));
  }).finally(() => worker.terminate());
}

/** In the worker thread: runs the load on the plan loadInWorker gave, and sends back its result. */
export function serveLoad<Plan, Result>(run: (plan: Plan, onMeasuring: () => void) => Promise<Result>): void {
  const report = (message: FromWorker<Result>) => parentPort!.postMessage(message);
  void run(workerData as Plan, () => report({ phase: 'measuring' })).then((result) => report({ phase: 'done', result }));
}
