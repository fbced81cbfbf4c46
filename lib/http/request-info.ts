import type { IncomingMessage } from 'node:http';

type Env = Record<string, string | undefined>;

/**
 * The caller's IP. X-Forwarded-For is believed only behind a proxy we were told about (TRUST_PROXY=1),
 * otherwise anybody could pick their own IP and escape the abuse limits.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = process.env): string {
  if (env.TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

/**
 * The public origin links in e-mails point to: APP_URL, else NEXTAUTH_URL, else the request's own host. A real
 * deployment must configure one (instrumentation.ts refuses to start without): a forged Host header would otherwise
 * put the attacker's site in a reset e-mail sent to the victim.
 */
export function publicOrigin(req: Pick<IncomingMessage, 'headers'>, env: Env = process.env): string {
  const configured = env.APP_URL ?? env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, '');
  const proto = env.TRUST_PROXY === '1' ? (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] : undefined;
  return `${proto ?? 'http'}://${req.headers.host ?? 'localhost:3000'}`;
}

/** A production deployment (on PostgreSQL) must say its public URL. */
export function assertPublicOriginConfigured(env: Env = process.env): void {
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_URL && !env.NEXTAUTH_URL) {
    throw new Error('NEXTAUTH_URL (or APP_URL) is required in production when DATABASE_URL is set (see README, Configuration).');
  }
}
