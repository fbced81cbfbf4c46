import type { IncomingMessage, ServerResponse } from 'node:http';
import { z, ZodError } from 'zod';
import { resolveActor, type Actor } from '@/lib/auth/actor';
import { databaseRefusal } from '@/lib/db/errors';
import type { RoleName } from '@/lib/db/schema';
import { AppError, type ErrorBody } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { parseQuery } from '@/lib/query-string';
import { apiDoor } from './front-door';
import { assertStorableInput } from './inspect-input';
import { claimIdempotencyKey, idempotencyKeyOf, releaseIdempotencyKey, storeIdempotentAnswer } from './idempotency';
import { readJsonBody } from './read-json-body';

/** Next's API request, or a plain Node request with the route params put on `query`. */
type ApiRequest = IncomingMessage & { query?: Record<string, string | string[] | undefined> };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

interface HandlerContext<P, Q, B, A> {
  req: ApiRequest;
  res: ServerResponse;
  actor: A;
  params: P;
  query: Q;
  body: B;
}

interface MethodConfig<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, A> {
  /** Account roles allowed to call; others get 403 FORBIDDEN. Default: every signed-in role. */
  roles?: RoleName[];
  params?: P;
  query?: Q;
  body?: B;
  /** Status of a successful answer with content. Default 200. */
  status?: number;
  /** Honours the `Idempotency-Key` header: a retry with the same key gets the first answer, the work runs once. */
  idempotent?: boolean;
  handler: (ctx: HandlerContext<Parsed<P>, Parsed<Q>, Parsed<B>, A>) => Promise<unknown>;
}

type AnyMethodConfig = MethodConfig<Schema | undefined, Schema | undefined, Schema | undefined, never> & { isPublic?: boolean };

type RouteDefinition = Partial<Record<Method, AnyMethodConfig>>;

/** A handler's result with a status of its own, for a route whose success status depends on what happened. */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Declares one method of a route for signed-in callers, with full type inference of its params, query and body. */
export function method<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  config: MethodConfig<P, Q, B, Actor>,
): AnyMethodConfig {
  return config as unknown as AnyMethodConfig;
}

/** The few calls the spec makes without credentials (sign-up, password reset, receipts): the actor may be null. */
export function publicMethod<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  config: MethodConfig<P, Q, B, Actor | null>,
): AnyMethodConfig {
  return { ...(config as unknown as AnyMethodConfig), isPublic: true };
}

/**
 * Every /api/v1 route is `export default apiRoute({ GET: method({...}), ... })`.
 * It answers 405 with Allow, authenticates the bearer token, guards roles, parses params, query and body with zod,
 * turns AppError into its status and `{ errorCode, fields }`, and anything else into a reported 500 with no detail.
 */
export function apiRoute(definition: RouteDefinition, options: { frontDoor?: string } = {}) {
  const allowed = Object.keys(definition).join(', ');
  const handle = answerWith(definition, allowed);
  if (!options.frontDoor) return handle;
  // A hot route also answers at the server's front door, before Next (lib/http/front-door.ts): `frontDoor` is its page.
  const door = apiDoor(options.frontDoor, Object.keys(definition), handle);
  return function handleUnderNext(req: ApiRequest, res: ServerResponse): Promise<void> {
    door.learn(res);
    return handle(req, res);
  };
}

function answerWith(definition: RouteDefinition, allowed: string) {
  return async function handle(req: ApiRequest, res: ServerResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    const config = definition[req.method as Method];
    try {
      if (!config) {
        res.setHeader('Allow', allowed);
        throw new AppError('METHOD_NOT_ALLOWED');
      }
      const actor = config.isPublic ? await optionalActor(req) : await requireActor(req);
      if (actor && config.roles && !config.roles.includes(actor.role)) throw new AppError('FORBIDDEN');
      // Next's req.query holds the path params and the query string alike: every string the route reads.
      assertStorableInput(req.query, 'params');
      const rawQuery = parseQuery(req.url);
      assertStorableInput(rawQuery, 'query');
      const params = config.params ? config.params.parse(req.query ?? {}) : undefined;
      const query = config.query ? config.query.parse(rawQuery) : undefined;
      const rawBody = config.body ? await readJsonBody(req) : undefined;
      assertStorableInput(rawBody, 'body');
      const body = config.body ? config.body.parse(rawBody ?? {}) : undefined;
      const run = () => config.handler({ req, res, actor: actor as never, params, query, body });
      const key = config.idempotent && actor ? idempotencyKeyOf(req.headers['idempotency-key']) : null;
      const { status, result } = key && actor ? await runOnce({ userId: actor.userId, scope: `${req.method} ${req.url?.split('?')[0]}`, key }, run, config.status) : { status: config.status ?? 200, result: await run() };
      if (res.headersSent) return;
      if (result instanceof Answer) return sendJson(res, result.status, result.body);
      if (result === undefined || result === null) {
        res.statusCode = 204;
        res.end();
        return;
      }
      sendJson(res, status, result);
    } catch (error) {
      await sendError(req, res, error);
    }
  };
}

/** The handler's answer once per key: replayed from the store on a retry (docs/api.md, Idempotency). */
async function runOnce(request: { userId: string; scope: string; key: string }, run: () => Promise<unknown>, successStatus = 200): Promise<{ status: number; result: unknown }> {
  const stored = await claimIdempotencyKey(request);
  if (stored) return { status: stored.status, result: stored.body };
  try {
    const raw = await run();
    const [status, result] = raw instanceof Answer ? [raw.status, raw.body] : [successStatus, raw];
    await storeIdempotentAnswer(request, { status: result === undefined || result === null ? 204 : status, body: result });
    return { status, result };
  } catch (error) {
    await releaseIdempotencyKey(request);
    throw error;
  }
}

function bearerToken(req: ApiRequest): string | null {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

async function requireActor(req: ApiRequest): Promise<Actor> {
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHORIZED');
  return resolveActor(token);
}

async function optionalActor(req: ApiRequest): Promise<Actor | null> {
  const token = bearerToken(req);
  return token ? resolveActor(token) : null;
}

export function fieldsOf(error: ZodError): string[] {
  const fields = error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : 'body'));
  return [...new Set(fields)];
}

/** The AppError a database refusal stands for: the shared net under every route (lib/db/errors.ts). */
function appErrorOfDatabase(error: unknown): AppError | null {
  const refusal = databaseRefusal(error);
  if (refusal === 'conflict') return new AppError('ALREADY_EXISTS');
  if (refusal === 'invalid') return new AppError('VALIDATION_ERRORS', { fields: ['body'] });
  return null;
}

async function sendError(req: ApiRequest, res: ServerResponse, error: unknown): Promise<void> {
  if (res.headersSent) return;
  const fromDatabase = appErrorOfDatabase(error);
  // A service should have refused this itself: still answered 4xx, and reported so that it gets its own check.
  if (fromDatabase) await reportError(error, { method: req.method, url: req.url, answered: fromDatabase.status });
  const refusal = error instanceof AppError ? error : fromDatabase;
  let status: number;
  let body: ErrorBody;
  if (refusal) {
    status = refusal.status;
    body = { errorCode: refusal.errorCode, ...(refusal.fields ? { fields: refusal.fields } : {}), ...(refusal.details ? { details: refusal.details } : {}) };
    for (const [name, value] of Object.entries(refusal.headers ?? {})) res.setHeader(name, value);
    if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  } else if (error instanceof ZodError) {
    status = 400;
    body = { errorCode: 'VALIDATION_ERRORS', fields: fieldsOf(error) };
  } else {
    status = 500;
    body = { errorCode: 'UNEXPECTED_ERROR' };
    await reportError(error, { method: req.method, url: req.url });
  }
  sendJson(res, status, body);
}

/** Node's own response primitives only, so the helper also runs outside Next (tests, another server). */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
