// A small custom server around Next, so that one process owns the embedded database:
// it opens it at start (instrumentation.ts) and closes it cleanly on SIGINT/SIGTERM (lib/db).
import cluster from 'node:cluster';
import http from 'node:http';
import next from 'next';

/** An API path that is not valid percent-encoded UTF-8 (`/api/v1/products/%FF%FE`): Next would answer an HTML 400. */
function isUndecodableApiPath(url = '') {
  if (!url.startsWith('/api/')) return false;
  try {
    decodeURIComponent(url.split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

/**
 * The error-reporting tunnel's public address (spec §2), answered by pages/api/monitoring.ts. Rewritten here, before
 * Next: the middleware's rewrite made an absolute URL of it (its own host, not the server's), which Next then proxied
 * to itself over HTTP, so that every report crossed the server twice and each proxied answer left a listener behind on
 * its keep-alive connection (MaxListenersExceededWarning, 831 times in one run of the journeys).
 */
function monitoringTunnel(url = '') {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path === '/monitoring' ? `/api/monitoring${queryAt === -1 ? '' : url.slice(queryAt)}` : null;
}

/** The API's own answer to it: JSON with a catalogue code, like every other refusal (docs/api.md, Errors). */
function refuseUndecodablePath(res) {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ errorCode: 'VALIDATION_ERRORS', fields: ['path'] }));
}

export async function startServer({ dir, port, hostname, quiet = false, processes = 1 }) {
  process.env.NODE_ENV ??= 'production';
  globalThis.__merchQuietStart = quiet;
  // Without an explicit public URL, sign-in trusts the Host header so localhost and 127.0.0.1 both work.
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= 'true';
  const app = next({ dev: false, dir, hostname, port, quiet });
  await app.prepare();
  const handle = app.getRequestHandler();
  // HSTS only where the public address is HTTPS (TLS ends at the proxy in front): a browser must not be told to
  // insist on HTTPS for a plain-HTTP development or intranet host.
  const servedOverHttps = /^https:/i.test(process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? '');
  const server = http.createServer((req, res) => {
    if (servedOverHttps) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    const tunnel = monitoringTunnel(req.url);
    if (tunnel) req.url = tunnel;
    if (isUndecodableApiPath(req.url)) return refuseUndecodablePath(res);
    // The front door (lib/http/front-door.ts): the few hot answers that need nothing of Next (a shop's page kept from
    // its last rendering, a sale, a shop order) are given before Next's routing; anything else goes on to Next, at
    // once when it is none of them.
    const answered = globalThis.__merchFrontDoor?.answer(req, res) ?? false;
    if (answered === false) return handle(req, res);
    return answered.then((done) => done || handle(req, res));
  });
  // Idle keep-alive connections outlive the load balancer's (60 s on the usual ones): Node's 5 s default closes a
  // socket just as a client or proxy reuses it, which that client sees as ECONNRESET (it failed a browser journey).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve));
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  if (!quiet) {
    console.log(`\nMerchStand is ready on ${url}${processes > 1 ? ` (${processes} server processes)` : ''}`);
    if (!process.env.DATABASE_URL) console.log(`Embedded database: ${process.env.DATA_DIR ?? 'data'}/pglite`);
    // The demo accounts, payments and mail follow once the database is ready (instrumentation.ts, lib/http/start-notes.ts).
  }
  // A server of the cluster (scripts/server-processes.mjs) also lets go of its channel to the primary once its
  // requests are answered, else that channel would keep it alive.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => cluster.worker?.disconnect()));
  return { server, url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
