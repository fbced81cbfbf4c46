// Where a warm open of the register goes (from the browser's cache, CPU 4x slower): when the page's JavaScript has
// booted (the session is first asked) and when each API call of the register ran, then when its tabs show.
// Usage: BASE_URL=http://localhost:3000 REGISTER_PATH=/sellers/events/<id>/stands/<id> node bench/register-boot.mjs
import { chromium } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true });
  const { csrfToken } = await (await context.request.get('/api/auth/csrf')).json();
  await context.request.post('/api/auth/callback/credentials', { form: { csrfToken, email: 'seller@demo.test', password: 'Demo-2024!', json: 'true', role: 'seller' } });
  const first = await context.newPage();
  await first.goto(process.env.REGISTER_PATH);
  await first.getByRole('tablist').waitFor();
  await first.waitForLoadState('networkidle');
  for (let run = 1; run <= Number(process.env.RUNS ?? 3); run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await page.goto(process.env.REGISTER_PATH);
    await page.getByRole('tablist').waitFor();
    const usable = Date.now() - start;
    const calls = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/')).map((entry) => ({ name: entry.name.replace(location.origin, ''), start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) })),
    );
    const booted = Math.min(...calls.filter((call) => call.name.startsWith('/api/auth/session')).map((call) => call.start));
    console.log(JSON.stringify({ run, usable, jsBooted: booted, lastCallEnd: Math.max(...calls.map((call) => call.end)), calls: calls.length }));
    await page.close();
  }
} finally {
  await browser.close();
}
