import { describe, expect, it } from 'vitest';
import { layoutFor, requiresSession, safeCallbackUrl, signInRedirect, type LayoutKind } from '@/lib/routing/access-rules';

describe('layoutFor', () => {
  it.each<[string, LayoutKind]>([
    ['/dashboard', 'dashboard'],
    ['/dashboard/event/projects/p1/tour/e1', 'dashboard'],
    ['/admin', 'dashboard'],
    ['/admin/x', 'dashboard'],
    ['/dashboard/event/projects/p/tour/e/closing', 'closing'],
    ['/dashboard/event/projects/p/tour/e/closing/fees/', 'closing'],
    ['/dashboard/event/projects/p/tour/e/closing/stand-1/cash-fund/', 'closing'],
    ['/signin', 'plain'],
    ['/', 'plain'],
    ['/sellers', 'plain'],
    ['/closing', 'plain'],
    ['/closing/fees/', 'plain'],
  ])('%s → %s', (path, expected) => {
    expect(layoutFor(path)).toBe(expected);
  });
});

describe('requiresSession', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/event/projects/p/tour/e', true],
    ['/admin', true],
    ['/admin/clients?page=2', true],
    ['/sellers/events/e1/stands/s1', true],
    ['/sellers', false],
    ['/sellers?callbackUrl=%2Fsellers%2Fevents', false],
    ['/signin', false],
    ['/signin?callbackUrl=%2Fdashboard', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(requiresSession(path)).toBe(expected);
  });
});

describe('signInRedirect', () => {
  it.each([
    ['/sellers/events/e1/stands/s1', '/sellers?callbackUrl=%2Fsellers%2Fevents%2Fe1%2Fstands%2Fs1'],
    ['/dashboard', '/signin?callbackUrl=%2Fdashboard&error=SessionRequired'],
    ['/admin/clients?page=2&q=a b', '/signin?callbackUrl=%2Fadmin%2Fclients%3Fpage%3D2%26q%3Da%20b&error=SessionRequired'],
    [
      '/dashboard/event/projects/p/tour/e/closing/fees/',
      '/signin?callbackUrl=%2Fdashboard%2Fevent%2Fprojects%2Fp%2Ftour%2Fe%2Fclosing%2Ffees%2F&error=SessionRequired',
    ],
  ])('%s → %s', (path, expected) => {
    expect(signInRedirect(path)).toBe(expected);
  });

  it('keeps the whole path, query included, as the callbackUrl', () => {
    const path = '/dashboard/event?tab=stock&x=1';
    const target = new URL(signInRedirect(path), 'https://app.test');

    expect(target.pathname).toBe('/signin');
    expect(target.searchParams.get('callbackUrl')).toBe(path);
    expect(target.searchParams.get('error')).toBe('SessionRequired');
    expect(safeCallbackUrl(target.searchParams.get('callbackUrl'))).toBe(path);
  });
});

describe('safeCallbackUrl', () => {
  it.each(['/dashboard?x=1', '/', '/dashboard/event/projects/p/tour/e', '/sellers?callbackUrl=%2Fsellers'])('accepts the local path %j', (value) => {
    expect(safeCallbackUrl(value)).toBe(value);
  });

  it.each([
    ['another origin', 'https://evil.test'],
    ['a protocol-relative URL', '//evil.test'],
    ['a backslash that browsers read as a slash', '/\\evil'],
    ['a backslash later in the path', '/dashboard\\..\\\\evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['an empty string', ''],
    // Browsers strip tabs and newlines from URLs, so these become //evil.test.
    ['a tab between the slashes', '/\t/evil.test'],
    ['a newline between the slashes', '/\n/evil.test'],
  ])('refuses %s (%j)', (_label, value) => {
    expect(safeCallbackUrl(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/dashboard'], { url: '/dashboard' }])('refuses the non-string %j', (value) => {
    expect(safeCallbackUrl(value)).toBeNull();
  });

  it('accepts only values that stay on the site once a browser resolves them', () => {
    const origin = 'https://app.test';
    const candidates = ['/dashboard?x=1', '//evil.test', '/\\evil.test', '/\t/evil.test', '/\r\n/evil.test', '/ok#frag'];
    const leaving = candidates.filter((value) => safeCallbackUrl(value) !== null && new URL(value, origin).origin !== origin);

    expect(leaving).toEqual([]);
  });
});
