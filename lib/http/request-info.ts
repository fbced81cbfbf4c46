import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

type Env = Record<string, string | undefined>;

/** How many proxies stand in front of the app (TRUST_PROXY, a number of hops; unset or 0: none). */
export function trustedHops(env: Env = process.env): number {
  const hops = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The caller's IP. X-Forwarded-For is read from the right: each trusted proxy appends the address it saw, so with
 * TRUST_PROXY=N hops the address N places from the socket is the one our outermost proxy wrote. The left-most
 * entries are whatever the client sent, and believing them would let anybody escape the abuse limits
 * (proxy-addr, the library Express uses for `trust proxy`).
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = process.env): string {
  const hops = trustedHops(env);
  const address = proxyAddr(req as IncomingMessage, (_address, index) => index < hops);
  return address || req.socket?.remoteAddress || 'unknown';
}

/**
 * The public origin links in e-mails point to: APP_URL, else NEXTAUTH_URL, else the request's own host. A real
 * deployment must configure one (instrumentation.ts refuses to start without): a forged Host header would otherwise
 * put the attacker's site in a reset e-mail sent to the victim.
 */
export function publicOrigin(req: Pick<IncomingMessage, 'headers'>, env: Env = process.env): string {
  const configured = env.APP_URL ?? env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, '');
  const proto = trustedHops(env) > 0 ? (req.headers['x-forwarded-proto'] as string | undefined)?.split(',').at(-1)?.trim() : undefined;
  return `${proto ?? 'http'}://${req.headers.host ?? 'localhost:3000'}`;
}

/** A production deployment (on PostgreSQL) must say its public URL. */
export function assertPublicOriginConfigured(env: Env = process.env): void {
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_URL && !env.NEXTAUTH_URL) {
    throw new Error('NEXTAUTH_URL (or APP_URL) is required in production when DATABASE_URL is set (see README, Configuration).');
  }
}
