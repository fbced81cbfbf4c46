import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A port nobody listens on now, asked of the system (the config is read synchronously, hence the child process).
 * A fixed port once made a run fail because a server left over from an interrupted run still held it.
 */
function freePort(): number {
  const script = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout.trim());
}

// Chosen once by the runner and passed on through the environment: the workers read this file again.
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_SENTRY_PORT ??= String(freePort());
export const E2E_PORT = Number(process.env.E2E_PORT);
/** The browser test of error reporting listens here; the server forwards /monitoring to it. */
export const SENTRY_RECEIVER_PORT = Number(process.env.E2E_SENTRY_PORT);

/** Browsers cannot be downloaded here: Debian's Chromium, with the flags this machine needs (journeys may add some). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

// A fresh embedded database for every run, seeded with the demo accounts.
const dataDir = path.join(os.tmpdir(), `merch-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  // Files run two at a time (the tests of one file stay in order, in one worker). They share the server and its demo
  // data, so the journeys that change what others read say so with a lock (test.describe.configure({ lock })):
  // 'demo-main-stand' for the demo seller's main stand and its drawer; '-exclusive-' for the announcements, which
  // every user sees. PLAYWRIGHT_WORKERS=1 runs them one by one again.
  fullyParallel: false,
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 2,
  retries: 0,
  // Two workers share two cores with the server and Chromium: a slow machine is no failure of the journey. CI's
  // machine ran the longest journeys (tours, register, stock transfers: 90–118 s here) past 90 s at stop 38.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  // The slowest journeys are printed at the end of every run: where CI's time goes (issue #23).
  reporter: [['list'], ['./e2e/support/slowest-journeys-reporter.ts']],
  globalSetup: './e2e/support/sentry-receiver.ts',
  projects: [
    { name: 'journeys', testIgnore: /closing-.*\.spec\.ts/ },
    // The closing journeys finish the demo's event in progress, after which its stands take no sale: they run once
    // every other journey is done.
    { name: 'closing', testMatch: /closing-.*\.spec\.ts/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed journey keeps its trace: every action, the DOM before and after it (the trace viewer draws the page from
    // it), the network, the console. It leaves out the screencast: encoding a frame at every step made each journey
    // 20-30 % slower on every run (issue #23), for a film of what the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // No animations: an accessibility check must not catch a toast half-faded in (sonner honours this preference).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${E2E_PORT}/api/auth/csrf`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // The journeys pay on the sandbox's "mode test" pages: said outright, whatever the environment holds.
      PAYMENTS_SANDBOX: '1',
      // The journeys follow the links of the mails the app writes (sign-up, reset, invitations).
      DEV_OUTBOX: '1',
      NEXTAUTH_URL: `http://localhost:${E2E_PORT}`,
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${SENTRY_RECEIVER_PORT}/7`,
      SENTRY_ENVIRONMENT: 'e2e',
      // Every journey signs up and signs in from 127.0.0.1: room for the whole suite under the abuse limits.
      RATE_LIMIT_MULTIPLIER: '20',
    },
  },
});
