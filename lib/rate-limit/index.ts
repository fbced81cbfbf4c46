import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDatabase, type DatabaseHandle } from '@/lib/db';
import { AppError } from '@/lib/errors';

/**
 * The abuse limits (issue: sign-in, sign-up, password reset), per IP and per e-mail. A per-IP limit is always keyed by
 * `limitedAddress(req)` (lib/http/request-info.ts): the real client address behind our proxies, IPv6 by its /64.
 */
export const limits = {
  // Sign-in counts failed attempts only; a success clears the e-mail's count.
  signInPerIp: { points: 30, duration: 15 * 60 },
  signInPerEmail: { points: 10, duration: 15 * 60 },
  signUpPerIp: { points: 10, duration: 60 * 60 },
  resetRequestPerIp: { points: 10, duration: 60 * 60 },
  resetRequestPerEmail: { points: 5, duration: 60 * 60 },
  resendVerificationPerEmail: { points: 5, duration: 60 * 60 },
  resetPerIp: { points: 20, duration: 60 * 60 },
  // Receipt e-mails (POST /v1/orders/{id}/receipt-email): per order, and per sender across orders.
  receiptEmailPerOrder: { points: 5, duration: 60 * 60 },
  receiptEmailPerUser: { points: 100, duration: 60 * 60 },
  // A stand's end-of-shift report (POST /v1/stands/{id}/shift-report/email): a few sendings per shift, per stand.
  shiftReportEmailPerStand: { points: 20, duration: 60 * 60 },
  // Shop orders (POST /v1/shops/{id}/orders, no account): per address and shop, generous because a venue's
  // spectators may share one address (mobile carriers' NAT); what it stops is one client holding a shop's stock.
  shopOrderPerAddress: { points: 100, duration: 10 * 60 },
  // Manual handovers at a collection stand (no QR code): per order, so that nobody tries e-mail addresses until one
  // fits. A seller with the buyer in front of them needs two or three tries at most.
  manualHandoverPerOrder: { points: 10, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof limits;

/**
 * RATE_LIMIT_MULTIPLIER raises every limit for environments where many sign-ups come from one address on purpose
 * (the browser test suite, a load test). Never set it in production.
 */
function pointsOf(name: LimitName): number {
  const multiplier = Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1);
  return Math.max(1, Math.floor(limits[name].points * (Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1)));
}

function optionsOf(name: LimitName) {
  return { points: pointsOf(name), duration: limits[name].duration };
}

// Limiters hold no counts themselves (the table does); one per database handle and limit is enough.
const limitersByDatabase = new WeakMap<DatabaseHandle, Map<LimitName, RateLimiterAbstract>>();

/**
 * rate-limiter-flexible on our database (its Postgres store), so limits hold across app instances on both engines,
 * or on Redis when REDIS_URL is set.
 * PGlite is given the store through a small adapter with pg's query shape.
 */
function storeClient(handle: DatabaseHandle): { storeClient: unknown; storeType: 'pool' | 'client' } {
  const raw = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'postgres') return { storeClient: raw, storeType: 'pool' };
  const pglite = raw as { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows?: number }> };
  return {
    storeType: 'client',
    storeClient: {
      query: async ({ text, values }: { text: string; values?: unknown[] }) => {
        const result = await pglite.query(text, values);
        // int8 arrives as bigint from PGlite; the library does arithmetic on it.
        const rows = result.rows.map((row) => ({ ...row, expire: row.expire == null ? null : Number(row.expire) }));
        return { rows, rowCount: result.affectedRows || rows.length };
      },
    },
  };
}

const redisRegistry = globalThis as typeof globalThis & { __merchRedis?: Promise<unknown>; __merchRedisLimiters?: Map<string, RateLimiterAbstract> };

/** With REDIS_URL the counts live in Redis (cheaper under load); otherwise in the database. */
async function redisLimiter(name: LimitName, url: string): Promise<RateLimiterAbstract> {
  redisRegistry.__merchRedisLimiters ??= new Map();
  const key = `${url}|${name}`;
  const existing = redisRegistry.__merchRedisLimiters.get(key);
  if (existing) return existing;
  redisRegistry.__merchRedis ??= import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1 }));
  const created = new RateLimiterRedis({
    storeClient: await redisRegistry.__merchRedis,
    keyPrefix: `merch:${name}`,
    ...optionsOf(name),
    // If Redis is unreachable, each instance keeps counting in memory rather than failing the request.
    insuranceLimiter: new RateLimiterMemory(optionsOf(name)),
  });
  redisRegistry.__merchRedisLimiters.set(key, created);
  return created;
}

async function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  if (process.env.REDIS_URL) return redisLimiter(name, process.env.REDIS_URL);
  const handle = await getDatabase();
  let limiters = limitersByDatabase.get(handle);
  if (!limiters) limitersByDatabase.set(handle, (limiters = new Map()));
  let created = limiters.get(name);
  if (!created) {
    created = new RateLimiterPostgres({
      ...storeClient(handle),
      tableName: 'rate_limits',
      tableCreated: true, // created by our migrations
      clearExpiredByTimeout: false,
      keyPrefix: name,
      ...optionsOf(name),
    });
    limiters.set(name, created);
  }
  return created;
}

/**
 * The stored key: a hash of the e-mail or address, so any input fits the store's 255-character key column and no
 * address sits in clear in the table. Case does not make a new key.
 */
export function storedKey(key: string): string {
  return createHash('sha256').update(key.toLowerCase()).digest('base64url');
}

function tooManyRequests(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', { headers: { 'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) } });
}

/** Refuses when the limit is already used up, without counting this call (limits that count failures only). */
export async function assertUnderLimit(name: LimitName, key: string): Promise<void> {
  const state = await (await limiter(name)).get(storedKey(key));
  if (state && state.consumedPoints >= pointsOf(name)) throw tooManyRequests(state.msBeforeNext);
}

/** Forgets the count of a key (a successful sign-in clears its failures). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(storedKey(key));
}

/** Counts one attempt; past the limit it refuses with TOO_MANY_REQUESTS and Retry-After (seconds). */
export async function consumeLimit(name: LimitName, key: string): Promise<void> {
  const rateLimiter = await limiter(name);
  try {
    await rateLimiter.consume(storedKey(key));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext);
    throw rejection;
  }
}
