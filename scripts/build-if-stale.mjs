// Builds the app when .next is missing or older than any source file. Used by `npm start` and the test setup.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['service-worker', 'serwist.config.mjs', 'pages', 'components', 'features', 'lib', 'stores', 'locales', 'public', 'next.config.js', 'scripts/precompile-messages-loader.cjs', 'scripts/turbopack-imports.mjs', 'middleware.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'sentry.client.config.ts', 'sentry.server.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

// Made by the build itself (`serwist build`, after `next build`): never a reason to build again.
const builtFiles = new Set([path.join(root, 'public/sw.js'), path.join(root, 'public/sw.js.map')]);

// TypeScript's incremental state (`tsc -p service-worker` writes one beside its sources): `npm run typecheck`, run
// beside the build in CI, may write it after the build ended.
const isTypeCheckState = (entry) => entry.endsWith('.tsbuildinfo');

function newestMtime(entry) {
  if (!existsSync(entry) || builtFiles.has(entry) || isTypeCheckState(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0);
}

export function buildIsStale() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log('Building the app (no build yet, or the sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  buildServiceWorker();
}

/** The register's service worker (serwist.config.mjs), built from what `next build` made. */
export function buildServiceWorker() {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@serwist/cli/cli.js'), 'build', 'serwist.config.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`serwist build failed with exit code ${result.status}`);
}
