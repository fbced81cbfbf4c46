/**
 * Signs in through the real next-auth endpoints (csrf → callback/credentials → session) from the client IP `ip`,
 * as tests/support/next-auth-client.ts does, keeping what a rate-limit test needs: the callback's status,
 * its Retry-After and the `error` of its `{ url }`.
 */
export async function signInFrom(baseUrl: string, ip: string, credentials: { email: string; password: string; role?: string }) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  remember(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };

  const form = new URLSearchParams({ csrfToken, callbackUrl: `${baseUrl}/dashboard`, json: 'true', ...credentials });
  const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(), 'X-Forwarded-For': ip },
    body: form,
    redirect: 'manual',
  });
  remember(callback);
  const { url } = (await callback.json()) as { url: string };
  const error = new URL(url).searchParams.get('error');

  const sessionResponse = await fetch(`${baseUrl}/api/auth/session`, { headers: { Cookie: cookieHeader() } });
  const session = (await sessionResponse.json()) as { accessToken?: string; user?: { id: string; role: string } };
  return { status: callback.status, retryAfter: callback.headers.get('retry-after'), url, error, session };
}
