/** Signs in through the real next-auth endpoints, as the browser does: csrf → callback/credentials → session. */
export async function signInWithNextAuth(
  baseUrl: string,
  credentials: { email: string; password: string; role?: string },
  headers: Record<string, string> = {},
) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  remember(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };

  const form = new URLSearchParams({ csrfToken, callbackUrl: `${baseUrl}/dashboard`, json: 'true', ...credentials });
  const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader() },
    body: form,
    redirect: 'manual',
  });
  remember(callback);
  const status = callback.status;
  const retryAfter = callback.headers.get('retry-after');
  const { url } = (await callback.json()) as { url: string };
  const error = new URL(url).searchParams.get('error');

  const sessionResponse = await fetch(`${baseUrl}/api/auth/session`, { headers: { ...headers, Cookie: cookieHeader() } });
  const session = (await sessionResponse.json()) as { accessToken?: string; user?: { id: string; role: string } } | Record<string, never>;
  return { error, session, cookieHeader, status, retryAfter };
}
