// @ts-check
// The register's service worker (issue #26), in Serwist's configurator mode: `serwist build` runs after `next build`
// (package.json "build", scripts/build-if-stale.mjs), bundles service-worker/sw.ts with esbuild and injects the
// precache list. Bundler-agnostic, so it works with Next 16's Turbopack build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serwist } from '@serwist/next/config';
import { importLists } from './scripts/turbopack-imports.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
/** The pages whose code is precached: the register, the sellers' home (the installed app's start), and _app. */
const OFFLINE_PAGES = ['/_app', '/sellers', '/sellers/events/[eventId]/stands/[standId]'];

/**
 * The JS and CSS those pages load, as Next's build manifest lists them (nothing of the other pages), and every chunk
 * the register's code imports on demand, transitively: its parts that come after the first paint (the offline receipt,
 * the discount, the other tabs, their texts) and the staff frame's (the frame itself, its texts, the error catalogue)
 * are on the tablet from the worker's install on, even if the network drops before the register's idle preload has
 * fetched them. _app's own chunks are not followed: what they import on demand is the monitoring SDK, which is never
 * loaded offline (it asks the server for its settings first).
 */
function registerChunks() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(OFFLINE_PAGES.flatMap((page) => manifest.pages[page] ?? []));
  for (const file of [...manifest.rootMainFiles, ...manifest.polyfillFiles]) files.add(file);
  const appImports = JSON.parse(readFileSync(path.join(distDir, 'server/pages/_app/react-loadable-manifest.json'), 'utf8'));
  const toRead = [
    ...OFFLINE_PAGES.filter((page) => page !== '/_app').flatMap((page) => manifest.pages[page] ?? []),
    ...Object.values(appImports).flatMap((entry) => entry.files),
  ].filter((file) => file.endsWith('.js') && !manifest.pages['/_app'].includes(file));
  for (const file of toRead) files.add(file);
  while (toRead.length) {
    for (const file of importLists(readFileSync(path.join(distDir, toRead.pop()), 'utf8')).flat()) {
      if (files.has(file)) continue;
      files.add(file);
      toRead.push(file);
    }
  }
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
