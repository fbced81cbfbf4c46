// Signs in as the demo manager through the real next-auth endpoints (csrf → callback/credentials → session), as a
// browser does, then calls the product API with the session's token. Exits 1 with the reason when any step fails.
// Usage: node .ci/sign-in-demo.mjs http://localhost:PORT
const [baseUrl] = process.argv.slice(2);
const cookies = new Map();
const remember = (response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = pair.split('=');
    cookies.set(name, value.join('='));
  }
};
const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const fail = (message) => {
  console.error(`sign-in as the demo manager failed: ${message}`);
  process.exit(1);
};

const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
remember(csrf);
const { csrfToken } = await csrf.json();
const form = new URLSearchParams({ csrfToken, callbackUrl: `${baseUrl}/dashboard`, json: 'true', email: 'manager@demo.test', password: 'Demo-2024!' });
const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie() }, body: form, redirect: 'manual' });
remember(callback);
const { url } = await callback.json();
const error = new URL(url, baseUrl).searchParams.get('error');
if (error) fail(`next-auth answered ${error}`);

const session = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { Cookie: cookie() } })).json();
if (session.user?.role !== 'client' || !session.accessToken) fail(`no manager session: ${JSON.stringify(session)}`);
// The token works on the product API: the demo manager's own tours, "Tournée Démo 2026" among them.
const tours = await fetch(`${baseUrl}/api/v1/projects?q=${encodeURIComponent('Tournée Démo')}`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
const body = await tours.json();
if (tours.status !== 200 || !JSON.stringify(body).includes('Tournée Démo 2026')) fail(`GET /v1/projects answered ${tours.status}: ${JSON.stringify(body).slice(0, 300)}`);
console.log(`Signed in as manager@demo.test (${session.user.role}) and read the demo tour through the API`);
