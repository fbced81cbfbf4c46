import type { IncomingMessage } from 'node:http';

/**
 * The caller's IP. X-Forwarded-For is believed only behind a proxy we were told about (TRUST_PROXY=1),
 * otherwise anybody could pick their own IP and escape the abuse limits.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

/** The public origin links in e-mails point to: APP_URL, else NEXTAUTH_URL, else the request's own host. */
export function publicOrigin(req: Pick<IncomingMessage, 'headers'>, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_URL ?? env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, '');
  const proto = env.TRUST_PROXY === '1' ? (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] : undefined;
  return `${proto ?? 'http'}://${req.headers.host ?? 'localhost:3000'}`;
}
