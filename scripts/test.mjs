// `npm test`: the whole suite. Builds the app if needed (the integration and browser tests serve the real build),
// then unit, component and API integration tests (vitest), then the browser journeys (Playwright, Debian Chromium).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

ensureSystemPackages();
buildIfStale();

function run(bin, args) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', bin), ...args], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

const vitest = run('vitest/vitest.mjs', ['run']);
const playwright = run('@playwright/test/cli.js', ['test']);
process.exit(vitest || playwright);
