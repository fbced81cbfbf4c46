/** Spec §2 access rules, as pure functions of the path so they are tested without a browser. */

export type LayoutKind = 'plain' | 'dashboard' | 'closing';

export function layoutFor(path: string): LayoutKind {
  const isDashboard = path.includes('/dashboard') || path.includes('/admin');
  if (!isDashboard) return 'plain';
  return path.includes('/dashboard') && path.includes('/closing') ? 'closing' : 'dashboard';
}

/** The sellers area itself shows the seller sign-in; everything under it needs a session. */
export function requiresSession(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  if (pathname === '/sellers') return false;
  return pathname.startsWith('/dashboard') || pathname.startsWith('/admin') || pathname.startsWith('/sellers/');
}

/** Where an anonymous visitor of `path` is sent: the sellers area for seller paths, else the sign-in page. */
export function signInRedirect(path: string): string {
  const callbackUrl = encodeURIComponent(path);
  if (path.includes('sellers')) return `/sellers?callbackUrl=${callbackUrl}`;
  return `/signin?callbackUrl=${callbackUrl}&error=SessionRequired`;
}

/** Only a path of this site may be a return target, never another origin (open redirect). */
export function safeCallbackUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // Browsers drop tabs and newlines and read "\\" as "/", so "/\t/evil.test" would leave the site: resolve it as they do.
  const origin = 'https://this.site';
  try {
    if (new URL(value, origin).origin !== origin || /[\u0000-\u001f\\]/.test(value)) return null;
  } catch {
    return null;
  }
  return value;
}
