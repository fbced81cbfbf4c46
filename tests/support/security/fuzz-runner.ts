import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { freshIp } from '../accounts/accounts-app';
import type { TestApp } from '../test-app';
import type { Signed } from '../tours';
import { problemWith, shorten } from './answers';
import { bodyFromFields, fuzzCases, type FuzzCase, type InputClass } from './fuzz-inputs';
import { inPool, send, type RawAnswer } from './http';
import { realParams, validBodies, validQueries, type Target } from './requests';
import { fillTemplate, type DiscoveredRoute } from './routes';
import type { Tenant } from './tenant';
import { victimKindOf, victimWorkspace } from './victims';

export const CONCURRENCY = 8;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** One case that went wrong, as the report shows it. */
export interface Failure {
  key: string;
  inputClass: InputClass | 'oversized body';
  label: string;
  problem: string;
}

function authorised(token: string, extra: Record<string, string> = {}): Record<string, string> {
  // A new client IP per request: the abuse limits count per IP, and a 429 would hide what the route does. A new
  // Idempotency-Key too, as a client sends with every write that must not run twice (a sale requires one).
  return { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp(), 'Idempotency-Key': randomUUID(), ...extra };
}

/** What the fuzzer asks of the server about one route × method before sending it anything real. */
export interface RouteProbe {
  /** The tenant's owner, or whom the route's role guard lets through (platform admin, seller). */
  caller: Signed;
  /** The route parses a JSON body (a malformed one gets MALFORMED_JSON). */
  readsJson: boolean;
  /** It reads a body at all: JSON, or the raw bytes of an upload. */
  readsBody: boolean;
  /** The fields its validation names when the body is `{}`. */
  requiredFields: string[];
}

/** Asked with a malformed body on a placeholder id, so nothing real is touched. */
export async function probeRoute(app: TestApp, route: DiscoveredRoute, tenant: Tenant): Promise<RouteProbe> {
  const path = `/api${fillTemplate(route.template, Object.fromEntries(route.params.map((param) => [param, 'probe'])))}`;
  const probe = (caller: Signed, body: string) => send(app.baseUrl, { method: route.method, path, body, headers: authorised(caller.token, { 'Content-Type': 'application/json' }) });
  // The first the role guard lets through: the owner, else the platform admin, else the tour's seller.
  let caller = tenant.owner;
  let answer = await probe(caller, '{');
  for (const next of [tenant.admin, tenant.workbench.seller]) {
    if (answer.status !== 403 || answer.json?.errorCode !== 'FORBIDDEN') break;
    caller = next;
    answer = await probe(caller, '{');
  }
  const readsJson = answer.json?.errorCode === 'MALFORMED_JSON';
  // An upload reads the raw bytes: "{" is refused as an image, not as JSON.
  const readsBody = readsJson || ['IMAGE_MIME_DETECTION_FAILED', 'WRONG_MYME_TYPES'].includes(answer.json?.errorCode);
  const empty = readsJson ? await probe(caller, '{}') : undefined;
  const requiredFields: string[] = empty?.json?.errorCode === 'VALIDATION_ERRORS' ? (empty.json.fields ?? []) : [];
  return { caller, readsJson, readsBody, requiredFields };
}

/** Every route's probe, by route key. */
export async function probeRoutes(app: TestApp, routes: DiscoveredRoute[], tenant: Tenant): Promise<Map<string, RouteProbe>> {
  const probes = await inPool(
    routes.map((route) => () => probeRoute(app, route, tenant)),
    CONCURRENCY,
  );
  return new Map(routes.map((route, index) => [route.key, probes[index]!]));
}

/** The ids a route's cases use: the showcase for reads, a victim (or the workbench) for changes. */
export async function targetFor(app: TestApp, route: DiscoveredRoute, tenant: Tenant, caller: Signed): Promise<Target> {
  const kind = victimKindOf(route);
  const workspace = route.method === 'GET' ? tenant.showcase : kind ? await victimWorkspace(app, tenant, kind) : tenant.workbench;
  return { tenant, workspace, callerId: caller.user.id };
}

/** Runs every case of one route × method; the failures, in case order. */
export async function fuzzRoute(app: TestApp, route: DiscoveredRoute, tenant: Tenant, probe: RouteProbe): Promise<Failure[]> {
  const { caller, readsJson, requiredFields } = probe;
  const target = await targetFor(app, route, tenant, caller);
  const { values, unknown } = realParams(route, target);
  // A param nobody taught the suite gets an unknown uuid: the route is still fuzzed, with bad ids only.
  for (const param of unknown) values[param] = UNKNOWN_UUID;
  const body = validBodies[route.key]?.(target) ?? (readsJson ? bodyFromFields(requiredFields) : undefined);
  const query = validQueries[route.key]?.(target) ?? {};
  const cases = fuzzCases({ route, params: values, query, body }, readsJson);
  const answers = await inPool(
    cases.map((fuzz) => () => sendCase(app, route, caller, fuzz)),
    CONCURRENCY,
  );
  const failures: Failure[] = [];
  cases.forEach((fuzz, index) => {
    const answer = answers[index]!;
    const problem = answer instanceof Error ? `no answer: ${answer.message}` : problemWith(answer);
    if (problem) failures.push({ key: route.key, inputClass: fuzz.inputClass, label: fuzz.label, problem });
  });
  return failures;
}

function sendCase(app: TestApp, route: DiscoveredRoute, caller: Signed, fuzz: FuzzCase): Promise<RawAnswer | Error> {
  const headers = authorised(caller.token, fuzz.contentType ? { 'Content-Type': fuzz.contentType } : {});
  return send(app.baseUrl, { method: route.method, path: fuzz.path, body: fuzz.body, headers }).catch((error: Error) => error);
}

export const OVERSIZED_BYTES = 5 * 1024 * 1024;
/**
 * Loopback answers a 5 MB body in well under a second (a few on a machine busy building): a connection stuck this
 * long is not coming back.
 */
const STALL_MS = 10_000;
/** 5 MB bodies side by side: few, so that a busy machine answers each within STALL_MS. */
const OVERSIZED_CONCURRENCY = 4;
const TOO_LARGE = ['PAYLOAD_TOO_LARGE', 'IMAGE_FILE_TOO_LARGE'];

/**
 * A 5 MB body on a keep-alive connection (one socket), then an ordinary call on the same agent. A route that reads a
 * body must refuse it with a 4xx (413 expected) and keep the connection: the next call goes out on that same socket.
 * A route that reads none may let Node close the connection, but the next call must still be answered, not reset.
 * The ids are unknown ones: the body is read (or not) before any id is looked up, and nothing real is touched.
 */
export async function oversizedBody(app: TestApp, route: DiscoveredRoute, probe: RouteProbe): Promise<Failure[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const failures: Failure[] = [];
  const fail = (label: string, problem: string) => failures.push({ key: route.key, inputClass: 'oversized body', label, problem });
  try {
    const body = `{"name":"${'x'.repeat(OVERSIZED_BYTES)}"}`;
    const path = `/api${fillTemplate(route.template, Object.fromEntries(route.params.map((param) => [param, UNKNOWN_UUID])))}`;
    const headers = authorised(probe.caller.token, { 'Content-Type': 'application/json' });
    const big = await send(app.baseUrl, { method: route.method, path, body, agent, headers, timeoutMs: STALL_MS }).catch((error: Error) => error);
    // A route that refused the body as too large read it: it must keep the connection as well.
    const readsBody = probe.readsBody || (!(big instanceof Error) && TOO_LARGE.includes(big.json?.errorCode));
    if (big instanceof Error) fail('5 MB body', `no answer: ${big.message}`);
    else {
      const problem = problemWith(big);
      if (problem) fail('5 MB body', problem);
      else if (readsBody && big.status < 400) fail('5 MB body', `accepted: ${big.status} ${shorten(big.text)}`);
    }
    const next = await send(app.baseUrl, { method: 'GET', path: '/api/v1/auth/me/roles', agent, headers: authorised(probe.caller.token), timeoutMs: STALL_MS }).catch((error: Error) => error);
    const label = 'next request on the same keep-alive connection';
    if (next instanceof Error) fail(label, `${(next as NodeJS.ErrnoException).code ?? 'error'}: ${next.message}`);
    else if (next.status !== 200) fail(label, `${next.status} ${shorten(next.text)}`);
    else if (readsBody && !next.reusedSocket) fail(label, `the server closed the connection after refusing the 5 MB body (its answer said connection: ${big instanceof Error ? '?' : big.headers.connection})`);
  } finally {
    agent.destroy();
  }
  return failures;
}

/**
 * Every route's oversized-body failures, by route key; the routes side by side, each on its own connection. Reads
 * are left out: a GET carries no body, the server never reads one, and Node drops it with the connection.
 */
export async function oversizedBodies(app: TestApp, routes: DiscoveredRoute[], probes: Map<string, RouteProbe>): Promise<Map<string, Failure[]>> {
  const writes = routes.filter((route) => route.method !== 'GET');
  const results = await inPool(
    writes.map((route) => () => oversizedBody(app, route, probes.get(route.key)!)),
    OVERSIZED_CONCURRENCY,
  );
  return new Map(writes.map((route, index) => [route.key, results[index]!]));
}

/** The failures as the assertion shows them: one line each, grouped by method and input class. */
export function report(failures: Failure[]): string[] {
  return failures
    .map((failure) => `${failure.key} · ${failure.inputClass} · ${failure.label} → ${failure.problem}`)
    .sort((a, b) => a.split(' · ', 2).join().localeCompare(b.split(' · ', 2).join()));
}
