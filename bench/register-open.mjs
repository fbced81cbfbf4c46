// Opens the demo seller's register on the production build, as a mid-range tablet would, and prints what it costs:
// the JavaScript downloaded before the register is usable (gzip, as served) and the time until its tabs show, cold
// (empty cache, "Fast 3G" and a CPU 4x slower) and warm (the code from the browser's and the service worker's caches,
// same CPU, no network slowdown). Issue #26's aim: from the cache in under a second. The open with no network at all
// is timed by the offline journeys (their annotations: e2e/offline-register*.spec.ts), which need a browser whose
// worker has no network either. Usage: start the server (node scripts/start.mjs with SEED_DEMO=1), then
// BASE_URL=http://localhost:3000 node bench/register-open.mjs
import { chromium } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 3);
// Lighthouse's mobile and tablet setting; CPU_RATE=1 shows what this machine's CPU alone allows.
const cpuRate = Number(process.env.CPU_RATE ?? 4);
const fast3g = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 };

async function signedInContext(browser) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: true });
  const { csrfToken } = await (await context.request.get('/api/auth/csrf')).json();
  await context.request.post('/api/auth/callback/credentials', { form: { csrfToken, email: 'seller@demo.test', password: 'Demo-2024!', json: 'true', role: 'seller' } });
  return context;
}

async function registerPath(context) {
  const page = await context.newPage();
  await page.goto('/sellers');
  const href = await page.getByRole('link', { name: /^Ouvrir la caisse – Stand principal/ }).first().getAttribute('href');
  await page.close();
  return href;
}

async function open(context, path, { network }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, cached: response.fromDiskCache || response.fromMemoryCache || response.fromServiceWorker, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  // The register is usable when its tabs are there (the sale tab: catalogue or opening form).
  await page.getByRole('tablist').waitFor({ timeout: 120_000 });
  const usable = Date.now() - start;
  const beforeUsable = [...scripts.values()];
  await page.waitForLoadState('networkidle');
  const all = [...scripts.values()];
  await page.close();
  const kb = (list) => (list.reduce((total, script) => total + script.bytes, 0) / 1024).toFixed(1);
  if (process.env.LIST) for (const s of all) console.error((s.bytes / 1024).toFixed(1).padStart(6), beforeUsable.includes(s) ? "before" : "after ", s.url.replace(baseURL, ""));
  return { usable, scriptsAtUsable: beforeUsable.length, kbAtUsable: kb(beforeUsable), scriptsIdle: all.length, kbIdle: kb(all), fromCache: all.filter((s) => s.cached).length };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const rows = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await signedInContext(browser);
    const path = await registerPath(context);
    await context.clearCookies().catch(() => {});
    const fresh = await signedInContext(browser);
    const cold = await open(fresh, path, { network: fast3g });
    const warm = await open(fresh, path, { network: null });
    rows.push({ run, cold, warm });
    await context.close();
    await fresh.close();
  }
} finally {
  await browser.close();
}

const ms = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
const AIM_MS = 1000;
console.log(`| open (${runs} runs, CPU ${cpuRate}× slower) | usable (ms) | JS at usable (kB, as sent) | scripts from cache | aim |`);
console.log('|---|---:|---:|---:|---|');
for (const kind of ['cold', 'warm']) {
  const results = rows.map((row) => row[kind]);
  const usable = results.map((result) => result.usable);
  const aim = kind === 'cold' ? '' : `< ${AIM_MS} ms: ${Math.max(...usable) < AIM_MS ? 'met' : 'over'}`;
  console.log(`| ${kind} | ${ms(usable)} | ${ms(results.map((result) => Number(result.kbAtUsable)))} | ${ms(results.map((result) => result.fromCache))} | ${aim} |`);
}
