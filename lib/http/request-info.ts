import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

type Env = Record<string, string | undefined>;

/** How many proxies stand in front of the app (TRUST_PROXY as a number of hops; unset, 0 or a list: see trustOf). */
export function trustedHops(env: Env = process.env): number {
  const hops = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

type Trust = (address: string, index: number) => boolean;

/**
 * Which hops of a request's path are our own proxies. TRUST_PROXY is either a number of hops (`1`: one load balancer)
 * or the proxies' own addresses, as proxy-addr reads them (`loopback`, `10.0.0.0/8`, `172.16.0.0/12,fd00::/8`…), which
 * is stricter: a forwarded address is believed only when it reached us through one of them. Unset or 0: no proxy, the
 * socket's peer is the client. A value that parses as neither trusts nothing, rather than everything.
 */
function trustOf(env: Env): Trust {
  const value = env.TRUST_PROXY?.trim() ?? '';
  const hops = trustedHops(env);
  if (hops > 0 || value === '' || /^\d+$/.test(value)) return (_address, index) => index < hops;
  try {
    return proxyAddr.compile(value.split(',').map((entry) => entry.trim()).filter(Boolean));
  } catch {
    return () => false;
  }
}

/**
 * The caller's IP. X-Forwarded-For is read from the right: each trusted proxy appends the address it saw, so the first
 * address from the socket that is not one of our proxies is the one our outermost proxy wrote. The left-most
 * entries are whatever the client sent, and believing them would let anybody escape the abuse limits
 * (proxy-addr, the library Express uses for `trust proxy`).
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = process.env): string {
  const address = proxyAddr(req as IncomingMessage, trustOf(env));
  return address || req.socket?.remoteAddress || 'unknown';
}

/**
 * What every per-address abuse limit counts on (sign-in, sign-up, password reset, shop orders): the real client
 * address (clientIp), with an IPv4 address written the same way however it arrived (`::ffff:192.0.2.1` is
 * `192.0.2.1`), and an IPv6 address as its /64 network, since one subscriber holds a whole /64 and could otherwise
 * take a fresh address per request (docs/decisions.md, "The real client address").
 */
export function limitedAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: Env = process.env): string {
  return addressKey(clientIp(req, env));
}

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * The public origin links in e-mails point to: APP_URL, else NEXTAUTH_URL, else the request's own host. A real
 * deployment must configure one (instrumentation.ts refuses to start without): a forged Host header would otherwise
 * put the attacker's site in a reset e-mail sent to the victim.
 */
export function publicOrigin(req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } }, env: Env = process.env): string {
  const configured = env.APP_URL ?? env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, '');
  // The protocol our proxy saw, when the request came through one of ours (TRUST_PROXY).
  const peer = req.socket?.remoteAddress;
  const proxied = trustedHops(env) > 0 || (peer !== undefined && trustOf(env)(peer, 0));
  const proto = proxied ? (req.headers['x-forwarded-proto'] as string | undefined)?.split(',').at(-1)?.trim() : undefined;
  return `${proto ?? 'http'}://${req.headers.host ?? 'localhost:3000'}`;
}

/** A production deployment (on PostgreSQL) must say its public URL. */
export function assertPublicOriginConfigured(env: Env = process.env): void {
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_URL && !env.NEXTAUTH_URL) {
    throw new Error('NEXTAUTH_URL (or APP_URL) is required in production when DATABASE_URL is set (see README, Configuration).');
  }
}
