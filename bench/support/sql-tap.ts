import { performance } from 'node:perf_hooks';

export interface Statement {
  text: string;
  values: unknown[];
  /** When it was sent (performance.now()). */
  at: number;
}

export const isTransactionControl = (text: string) => /^(begin|commit|rollback)\b/i.test(text.trim());

/**
 * Counts statements and their time; captures them when asked; times how long each transaction holds the hot row,
 * from the statement that locks it (`isLock`: the stand's ticket UPDATE, the shop's order-number UPDATE) to its
 * COMMIT or ROLLBACK: while one transaction holds it, no other on the same row can go on.
 */
export class SqlTap {
  captured: Statement[] | null = null;
  statements = 0;
  commits = 0;
  rollbacks = 0;
  sqlMs = 0;
  /** Wall time with at least one statement outstanding, whichever connection: with one client, the request's SQL time. */
  sqlWallMs = 0;
  private inFlight = 0;
  private busySince = 0;
  /** From the locking statement to COMMIT or ROLLBACK. */
  holds: number[] = [];
  /** How long the locking statement took, mostly waiting for the row lock under load. */
  lockWaits: number[] = [];
  private lockedAt = new WeakMap<object, number>();

  constructor(private readonly isLock: (text: string) => boolean) {}

  reset() {
    this.statements = 0;
    this.commits = 0;
    this.rollbacks = 0;
    this.sqlMs = 0;
    this.sqlWallMs = 0;
    this.busySince = performance.now();
    this.holds = [];
    this.lockWaits = [];
  }

  sent(text: string, values: unknown[]) {
    this.captured?.push({ text, values, at: performance.now() });
    if (this.inFlight++ === 0) this.busySince = performance.now();
  }

  answered(client: object, text: string, started: number) {
    const now = performance.now();
    if (--this.inFlight === 0) this.sqlWallMs += now - this.busySince;
    this.statements += 1;
    this.sqlMs += now - started;
    if (this.isLock(text)) {
      this.lockedAt.set(client, now);
      this.lockWaits.push(now - started);
    } else if (isTransactionControl(text) && !/^begin/i.test(text.trim())) {
      if (/^commit/i.test(text.trim())) this.commits += 1;
      else this.rollbacks += 1;
      const lockedAt = this.lockedAt.get(client);
      if (lockedAt !== undefined) this.holds.push(now - lockedAt);
      this.lockedAt.delete(client);
    }
  }
}

/** A tap on pg's Client.prototype.query in this process: every statement the server sends passes through it. */
export async function tapPostgres(isLock: (text: string) => boolean): Promise<SqlTap> {
  const tap = new SqlTap(isLock);
  const { Client } = await import('pg');
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  (Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: object, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    tap.sent(text, Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? (config.values ?? []) : []);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg-pool's query() passes a callback; drizzle's transactions use the promise.
      args[last] = (...answer: unknown[]) => {
        tap.answered(this, text, started);
        return callback(...answer);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(() => tap.answered(this, text, started), () => tap.answered(this, text, started));
    return result;
  };
  return tap;
}
