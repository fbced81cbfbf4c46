import { expect, test } from '@playwright/test';
import { SENTRY_RECEIVER_PORT } from '../playwright.config';

async function receivedEnvelopes(): Promise<{ url: string; body: string }[]> {
  const response = await fetch(`http://127.0.0.1:${SENTRY_RECEIVER_PORT}/__received`);
  return response.json();
}

test('an error thrown in the browser goes through /monitoring to the DSN host', async ({ page }) => {
  await page.goto('/signin');
  // Sentry starts once the page has asked /monitoring whether reporting is on.
  await expect.poll(() => page.evaluate(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__))).toBe(true);
  const tunnelled = page.waitForRequest((request) => new URL(request.url()).pathname === '/monitoring' && request.method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e-monitoring-probe');
    });
  });
  await tunnelled;
  await expect
    .poll(async () => (await receivedEnvelopes()).find((envelope) => envelope.body.includes('e2e-monitoring-probe'))?.url, { timeout: 15_000 })
    .toBe('/api/7/envelope/');
});

test('the tunnel refuses an envelope meant for another DSN', async ({ request }) => {
  const envelope = `${JSON.stringify({ dsn: 'https://attacker@evil.example/1' })}\n{"type":"event"}\n{}`;
  const response = await request.post('/monitoring', { data: envelope, headers: { 'content-type': 'application/x-sentry-envelope' } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ errorCode: 'VALIDATION_ERRORS', fields: ['envelope'] });
});
