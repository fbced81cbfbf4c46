// @ts-check
// The register's service worker (issue #26), in Serwist's configurator mode: `serwist build` runs after `next build`
// (package.json "build", scripts/build-if-stale.mjs), bundles service-worker/sw.ts with esbuild and injects the
// precache list. Bundler-agnostic, so it works with Next 16's Turbopack build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** The pages whose code is precached: the register, the sellers' home (the installed app's start), and _app. */
const OFFLINE_PAGES = ['/_app', '/sellers', '/sellers/events/[eventId]/stands/[standId]'];

/** The JS and CSS those pages load, as Next's build manifest lists them: nothing of the other pages. */
function registerChunks() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(OFFLINE_PAGES.flatMap((page) => manifest.pages[page] ?? []));
  for (const file of [...manifest.rootMainFiles, ...manifest.polyfillFiles]) files.add(file);
  return [...files].map((file) => `${distDir}/${file}`);
}

/**
 * The offline pages, under their own address: the glob would give them the address of a prerendered page (without
 * .html, under /public), which does not exist. Their revision is their content's hash.
 */
const offlinePages = ['offline.html', 'offline-en.html'].map((file) => ({
  url: `/${file}`,
  revision: createHash('sha256').update(readFileSync(path.join('public', file))).digest('hex').slice(0, 16),
}));

export default serwist({
  swSrc: 'service-worker/sw.ts',
  swDest: 'public/sw.js',
  // Pages are not precached (they are rendered per request): the register's are cached when opened (sw.ts).
  precachePrerendered: false,
  globPatterns: [...registerChunks(), 'public/manifest.webmanifest', 'public/icons/*.png', 'public/favicon.svg'],
  additionalPrecacheEntries: offlinePages,
  globIgnores: [],
  esbuildOptions: { minify: true },
});
