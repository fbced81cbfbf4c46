import { expect, type Page } from '@playwright/test';

/**
 * Calls the product API as the user signed in on `page`, with the access token their session carries (the app's own
 * client does the same). For setting a journey up quickly where its screens are already covered by another journey.
 */
export async function callApi<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const accessToken = await sessionToken(page);
  const response = await page.request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${accessToken}` }, data });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The access token of the page's session. A sign-in through the form may still be on its way when the journey moves
 * on (the click returns before the answer): its session is waited for, not assumed.
 */
async function sessionToken(page: Page): Promise<string> {
  let token: string | undefined;
  const poll = expect.poll(async () => {
    token = ((await (await page.request.get('/api/auth/session')).json()) as { accessToken?: string }).accessToken;
    return Boolean(token);
  }, { timeout: 30_000 });
  await poll.toBe(true).catch(async () => {
    // Said with what the page shows, so that a failed sign-in reads as one (a CI run once only said "no session").
    const shown = await page.locator('#sign-in-error').textContent({ timeout: 1000 }).catch(() => null);
    throw new Error(`no session on ${page.url()}${shown ? ` (the sign-in form says: ${shown})` : ''}: sign in first`);
  });
  return token!;
}

/** An event ready to start (details, one performance, one stand, no commission, funnel completed), made through the API. */
export async function createReadyEvent(page: Page, projectId: string, name: string, standName = 'Stand du hall'): Promise<{ id: string }> {
  const event = await callApi<{ id: string }>(page, 'POST', '/v1/events', { projectId, name, venueName: 'Le Liberté', postcode: '35000', city: 'Rennes', country: 'FR' });
  await callApi(page, 'PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: '2027-06-12T20:30' }], commissionType: 'noCommission' });
  await callApi(page, 'POST', '/v1/stands', { eventId: event.id, name: standName, isCashCompatible: true, changeFund: 12000, sellerIds: [] });
  await callApi(page, 'PUT', `/v1/events/${event.id}/complete-funnel`);
  return event;
}

/** The id in the address of a tour's page (/dashboard/projects/{id}). */
export function projectIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.match(/\/dashboard\/projects\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`not on a tour's page: ${page.url()}`);
  return id;
}
