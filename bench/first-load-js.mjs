// Prints the JavaScript a browser downloads on a first visit of each page (page + _app chunks, gzipped),
// read from the last `next build`. Next 16 no longer prints this itself. Usage: node bench/first-load-js.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const nextDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(path.join(nextDir, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0);

// The spectator's pages (lib/routing/audience.ts reads the same list) get a light frame; the aim is the issue's.
const publicAreas = JSON.parse(readFileSync(path.resolve('lib/routing/public-areas.json'), 'utf8'));
const isPublicPage = (page) => publicAreas.some((area) => page === area || page.startsWith(`${area}/`));
const PUBLIC_AIM_KB = 150;

const rows = Object.entries(manifest.pages)
  .filter(([page]) => page !== '/_app' && page !== '/_error')
  .map(([page, files]) => {
    const chunks = new Set([...manifest.pages['/_app'], ...files].filter((file) => file.endsWith('.js')));
    const total = sum([...chunks]);
    const own = sum(files.filter((file) => file.endsWith('.js') && !manifest.pages['/_app'].includes(file)));
    return { page, own, total, audience: isPublicPage(page) ? 'public' : 'staff' };
  });

console.log(`| page | audience | page chunks (kB gz) | first load (kB gz) | aim |`);
console.log('|---|---|---:|---:|---|');
for (const row of rows) {
  const aim = row.audience === 'public' ? `≤ ${PUBLIC_AIM_KB}: ${row.total / 1024 <= PUBLIC_AIM_KB ? 'met' : 'over'}` : '';
  console.log(`| ${row.page} | ${row.audience} | ${kb(row.own)} | ${kb(row.total)} | ${aim} |`);
}

// _app's next/dynamic imports are not in the manifest above: the staff frame (loaded before hydration on every staff
// page, so add it to their figures) and the spectator's toaster (loaded once the page is interactive).
const loadable = path.join(nextDir, 'server/pages/_app/react-loadable-manifest.json');
if (existsSync(loadable)) {
  console.log('\n| _app dynamic import | files | kB gz |');
  console.log('|---|---:|---:|');
  for (const [id, entry] of Object.entries(JSON.parse(readFileSync(loadable, 'utf8')))) {
    const files = entry.files.filter((file) => file.endsWith('.js'));
    console.log(`| ${id} | ${files.length} | ${kb(sum(files))} |`);
  }
}
