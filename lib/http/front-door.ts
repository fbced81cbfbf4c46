// The server's front door (scripts/server.mjs asks it first, for every request): the few hot answers that need
// nothing of Next are given before Next routes the request, whose routing, page pipeline and web streams cost such an
// answer several times its own work (issue #28; docs/decisions.md, "The front door"). Anything it does not answer goes
// on to Next untouched.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compression from 'compression';

/**
 * One door: false at once when the request is none of its own (no promise, so that other requests wait for nothing),
 * else whether it answered (false: Next answers after all, and the door has written nothing).
 */
export type Door = (req: IncomingMessage, res: ServerResponse, path: string, search: string) => false | Promise<boolean>;

interface FrontDoor {
  /** By name: each page or route is its own bundle with its own copy of the module that opens its door. */
  doors: Map<string, Door>;
  answer: (req: IncomingMessage, res: ServerResponse) => false | Promise<boolean>;
}

const registry = globalThis as typeof globalThis & { __merchFrontDoor?: FrontDoor };
const { doors } = (registry.__merchFrontDoor ??= { doors: new Map(), answer: (req, res) => answer(req, res) });

function answer(req: IncomingMessage, res: ServerResponse): false | Promise<boolean> {
  if (!doors.size) return false;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const [path, search] = queryAt === -1 ? [url, ''] : [url.slice(0, queryAt), url.slice(queryAt)];
  for (const door of doors.values()) {
    const answered = door(req, res, path, search);
    if (answered !== false) return answered;
  }
  return false;
}

/** Opens (or replaces) the door named `name`. */
export function openDoor(name: string, door: Door): void {
  doors.set(name, door);
}

// Typed for Express, it reads and patches nothing but Node's request and response.
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** `/api/v1/shops/[id]/orders` as a matcher of paths, giving the decoded params (null: not this route). */
function routeMatcher(route: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = route.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[([a-zA-Z]+)\\?\]/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return (path) => {
    const match = pattern.exec(path);
    if (!match) return null;
    try {
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    } catch {
      return null;
    }
  };
}

/** A route's handler as `apiRoute` builds it: Node's request (its params on `query`) and response, nothing of Next's. */
type RouteHandler = (req: IncomingMessage & { query?: Record<string, string | string[] | undefined> }, res: ServerResponse) => Promise<void>;

/**
 * The door of an API route (`route` is its page, e.g. `/api/v1/orders-event`), for `methods`. It opens once Next has
 * served the route once: the headers Next put on that answer before the handler ran (next.config.js's headers()) are
 * put on every answer given here, so that both answer alike. `learn(res)` is called by the route for each request
 * Next gives it.
 */
export function apiDoor(route: string, methods: string[], handle: RouteHandler): { learn(res: ServerResponse): void } {
  const paramsOf = routeMatcher(route);
  let nextHeaders: OutgoingHttpHeaders | null = null;
  openDoor(route, (req, res, path) => {
    if (!nextHeaders || !methods.includes(req.method ?? '')) return false;
    const params = paramsOf(path);
    if (!params) return false;
    for (const [name, value] of Object.entries(nextHeaders)) if (value !== undefined) res.setHeader(name, value);
    // As Next gives them: the route's params on `query` (the query string is read from the URL by the route).
    Object.assign(req, { query: params });
    // Compressed as Next compresses its answers (the same middleware, its defaults).
    return new Promise<void>((resolve, reject) => compress(req, res, () => handle(req, res).then(resolve, reject))).then(
      () => true,
      () => {
        // apiRoute answers every failure itself; should anything escape it, the request still gets an answer.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ errorCode: 'UNEXPECTED_ERROR' }));
        } else res.destroy();
        return true;
      },
    );
  });
  return {
    learn(res) {
      nextHeaders ??= { ...res.getHeaders() };
    },
  };
}
