import { act, render, screen, waitFor } from '@testing-library/react';
import type { Session } from 'next-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCachedAccessToken, forgetAccessToken } from '@/lib/api-client/session-token';
import { getSession, SessionProvider, signIn, signOut, useSession } from '@/lib/auth/session-client';

// The session client speaks to next-auth's routes as next-auth/react does (issue #26 replaced the library's client):
// the network (fetch) is what is replaced here, with next-auth's answers.
const seller = { user: { id: 'u-1', role: 'seller', name: 'Sam Vendeur', email: 'seller@demo.test' }, accessToken: 'token-1', expires: '2099-01-01T00:00:00.000Z' } as Session;
const manager = { ...seller, user: { ...seller.user, role: 'client' }, accessToken: 'token-2' } as Session;

type Call = { url: string; method: string; body: string | undefined };
let calls: Call[];
let answers: Record<string, () => { status?: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  answers = {
    'GET /api/auth/session': () => ({ body: seller }),
    'GET /api/auth/csrf': () => ({ body: { csrfToken: 'csrf-1' } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({ url, method, body: init.body === undefined ? undefined : String(init.body) });
      const answer = answers[`${method} ${url}`];
      if (!answer) throw new Error(`No answer for ${method} ${url}`);
      const { status = 200, body } = answer();
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Who() {
  const { data, status, update } = useSession();
  return (
    <>
      <p>{`${status}:${data?.user.role ?? 'nobody'}`}</p>
      <button type="button" onClick={() => void update({ accessToken: 'token-2' })}>
        update
      </button>
    </>
  );
}

describe('the session client (next-auth routes, without next-auth/react)', () => {
  it('reads the session once mounted when the page gave none, loading until then', async () => {
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('loading:nobody')).toBeTruthy();
    expect(await screen.findByText('authenticated:seller')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/auth/session')).toHaveLength(1);
  });

  it('takes the session the page gave without asking, and an empty answer as signed out', async () => {
    answers['GET /api/auth/session'] = () => ({ body: {} });
    render(
      <SessionProvider session={seller}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('authenticated:seller')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(await getSession()).toBeNull();
  });

  it('updates the session through POST /api/auth/session with the CSRF token, and tells the other tabs', async () => {
    answers['POST /api/auth/session'] = () => ({ body: manager });
    render(
      <SessionProvider session={seller}>
        <Who />
      </SessionProvider>,
    );
    act(() => screen.getByRole('button', { name: 'update' }).click());
    expect(await screen.findByText('authenticated:client')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post!.body!)).toEqual({ csrfToken: 'csrf-1', data: { accessToken: 'token-2' } });
    expect(JSON.parse(localStorage.getItem('nextauth.message')!)).toMatchObject({ event: 'session', data: { trigger: 'getSession' } });
  });

  it('reads the session again when another tab signs in or out', async () => {
    render(
      <SessionProvider session={seller}>
        <Who />
      </SessionProvider>,
    );
    answers['GET /api/auth/session'] = () => ({ body: {} });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'nextauth.message', newValue: JSON.stringify({ event: 'session', data: { trigger: 'signout' } }) }));
    });
    expect(await screen.findByText('unauthenticated:nobody')).toBeTruthy();
  });

  it('signs in with credentials without leaving the page, then holds the new session', async () => {
    answers['POST /api/auth/callback/credentials'] = () => ({ body: { url: 'http://localhost:3000/sellers' } });
    answers['GET /api/auth/session'] = () => ({ body: {} });
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('unauthenticated:nobody')).toBeTruthy();
    answers['GET /api/auth/session'] = () => ({ body: seller });
    let result: Awaited<ReturnType<typeof signIn>>;
    await act(async () => {
      result = await signIn('credentials', { redirect: false, callbackUrl: '/sellers', email: 'seller@demo.test', password: 'Demo-2024!', role: 'seller' });
    });
    expect(result!).toEqual({ error: null, status: 200, ok: true, url: 'http://localhost:3000/sellers' });
    const form = new URLSearchParams(calls.find((call) => call.url === '/api/auth/callback/credentials')!.body);
    expect(Object.fromEntries(form)).toEqual({ email: 'seller@demo.test', password: 'Demo-2024!', role: 'seller', callbackUrl: '/sellers', csrfToken: 'csrf-1', json: 'true' });
    await waitFor(() => expect(screen.getByText('authenticated:seller')).toBeTruthy());
  });

  it('gives the refusal next-auth put in the address of a failed sign-in', async () => {
    answers['POST /api/auth/callback/credentials'] = () => ({ status: 401, body: { url: 'http://localhost:3000/signin?error=INVALID_CREDENTIALS' } });
    const result = await signIn('credentials', { redirect: false, callbackUrl: '/', email: 'x@demo.test', password: 'nope' });
    expect(result).toEqual({ error: 'INVALID_CREDENTIALS', status: 401, ok: false, url: null });
  });

  it('signs out with the CSRF token and tells the other tabs', async () => {
    answers['POST /api/auth/signout'] = () => ({ body: { url: 'http://localhost:3000/signin' } });
    render(
      <SessionProvider session={seller}>
        <Who />
      </SessionProvider>,
    );
    answers['GET /api/auth/session'] = () => ({ body: {} });
    await act(() => signOut({ callbackUrl: '/signin', redirect: false }));
    const form = new URLSearchParams(calls.find((call) => call.url === '/api/auth/signout')!.body);
    expect(Object.fromEntries(form)).toEqual({ callbackUrl: '/signin', csrfToken: 'csrf-1', json: 'true' });
    expect(JSON.parse(localStorage.getItem('nextauth.message')!)).toMatchObject({ event: 'session', data: { trigger: 'signout' } });
    expect(await screen.findByText('unauthenticated:nobody')).toBeTruthy();
  });
});

describe('one read of the session at a time (the register’s start: the frame and its first API calls)', () => {
  const sessionReads = () => calls.filter((call) => call.url === '/api/auth/session').length;

  it('shares a read under way, and starts a new one when asked for a fresh one', async () => {
    const [first, second] = await Promise.all([getSession(), getSession()]);
    expect(first).toEqual(seller);
    expect(second).toEqual(seller);
    expect(sessionReads()).toBe(1);

    await Promise.all([getSession(), getSession({ fresh: true })]);
    expect(sessionReads()).toBe(3);
  });

  it('gives the API client the token of the frame’s read: the first API calls do not read the session again', async () => {
    forgetAccessToken();
    await getSession();
    const reads = sessionReads();

    expect(await getCachedAccessToken()).toBe('token-1');
    expect(sessionReads()).toBe(reads);
  });
});
