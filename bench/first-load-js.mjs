// Prints the JavaScript a browser downloads on a first visit of each page (page + _app chunks, gzipped),
// read from the last `next build`. Next 16 no longer prints this itself. Usage: node bench/first-load-js.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { importLists } from '../scripts/turbopack-imports.mjs';

const nextDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(path.join(nextDir, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0);

// The spectator's pages (lib/routing/audience.ts reads the same list) get a light frame; the aim is the issue's.
const publicAreas = JSON.parse(readFileSync(path.resolve('lib/routing/public-areas.json'), 'utf8'));
const isPublicPage = (page) => publicAreas.some((area) => page === area || page.startsWith(`${area}/`));
const PUBLIC_AIM_KB = 150;

// _app's next/dynamic imports are not in the manifest's pages: the staff frame (loaded before hydration on every staff
// page: it is added, once per chunk, with its French texts, to their "with frame" figure) and the spectator's toaster (loaded once the page is
// interactive). The frame is the import whose chunks hold next-auth's client (it calls /api/auth).
const loadable = path.join(nextDir, 'server/pages/_app/react-loadable-manifest.json');
const appImports = existsSync(loadable) ? Object.entries(JSON.parse(readFileSync(loadable, 'utf8'))) : [];
const jsOf = (files) => files.filter((file) => file.endsWith('.js'));
const codeOf = (file) => readFileSync(path.join(nextDir, file), 'utf8');
const importsOf = () => appImports.map(([, entry]) => jsOf(entry.files));
// The frame's global texts come in one chunk per language (lib/i18n/locale-texts.tsx): the French ones, the default
// language's, are counted with the frame; they are found by a text of theirs.
const frenchText = JSON.parse(readFileSync(path.resolve('locales/fr/common.json'), 'utf8')).pageTitles['/sellers'];
const frenchTexts = importsOf().find((files) => files.every((file) => codeOf(file).includes(frenchText))) ?? [];
const staffFrame = [...(importsOf().find((files) => files.some((file) => codeOf(file).includes('/api/auth'))) ?? []), ...frenchTexts];

// A page whose own texts come as a next/dynamic import fetched as its code runs (LocaleTexts) counts them too: the
// register's first paint's are part of its start. Turbopack writes each import of a page's code as the list of chunks
// it loads (`Promise.all(["static/chunks/a.js", …].map(…))`): the list that holds a French text of theirs is counted.
const pageTexts = { '/sellers/events/[eventId]/stands/[standId]': JSON.parse(readFileSync(path.resolve('locales/fr/register.json'), 'utf8')).home.loading };
const textsImport = (files, text) => files.filter((file) => file.endsWith('.js')).flatMap((file) => importLists(codeOf(file))).find((list) => list.some((chunk) => codeOf(chunk).includes(text))) ?? [];

const rows = Object.entries(manifest.pages)
  .filter(([page]) => page !== '/_app' && page !== '/_error')
  .map(([page, files]) => {
    const chunks = new Set([...manifest.pages['/_app'], ...files, ...(pageTexts[page] ? textsImport(files, pageTexts[page]) : [])].filter((file) => file.endsWith('.js')));
    const total = sum([...chunks]);
    const own = sum(files.filter((file) => file.endsWith('.js') && !manifest.pages['/_app'].includes(file)));
    const audience = isPublicPage(page) ? 'public' : 'staff';
    const withFrame = audience === 'staff' && staffFrame.length ? sum([...new Set([...chunks, ...staffFrame])]) : total;
    return { page, own, total, withFrame, audience };
  });

// The register's aim is issue #26's: under 180 kB with its frame, for a cold start on a venue's 3G. Every other staff
// page's is issue #28's: under 250 kB with the frame it loads.
const aims = { '/sellers/events/[eventId]/stands/[standId]': 180 };
const STAFF_AIM_KB = 250;
const aimOf = (row) => (row.audience === 'public' ? null : (aims[row.page] ?? STAFF_AIM_KB));

console.log(`| page | audience | page chunks (kB gz) | first load (kB gz) | with frame (kB gz) | aim |`);
console.log('|---|---|---:|---:|---:|---|');
for (const row of rows) {
  const staffAim = aimOf(row);
  const aim = staffAim === null ? `≤ ${PUBLIC_AIM_KB}: ${row.total / 1024 <= PUBLIC_AIM_KB ? 'met' : 'OVER'}` : `< ${staffAim}: ${row.withFrame / 1024 < staffAim ? 'met' : 'OVER'}`;
  console.log(`| ${row.page} | ${row.audience} | ${kb(row.own)} | ${kb(row.total)} | ${kb(row.withFrame)} | ${aim} |`);
}

const staffRows = rows.filter((row) => row.audience === 'staff');
const staffOver = staffRows.filter((row) => row.withFrame / 1024 >= aimOf(row));
const publicOver = rows.filter((row) => row.audience === 'public' && row.total / 1024 > PUBLIC_AIM_KB);
console.log(`\nStaff pages over their aim (with frame): ${staffOver.length} of ${staffRows.length}${staffOver.length ? ` (${staffOver.map((row) => row.page).join(', ')})` : ''}.`);
console.log(`Public pages over ${PUBLIC_AIM_KB} kB: ${publicOver.length} of ${rows.length - staffRows.length}.`);

if (appImports.length) {
  console.log('\n| _app dynamic import | files | kB gz |');
  console.log('|---|---:|---:|');
  for (const [id, entry] of appImports) {
    const files = jsOf(entry.files);
    const role = files.every((file) => frenchTexts.includes(file)) ? ' (staff texts, fr)' : files.every((file) => staffFrame.includes(file)) ? ' (staff frame)' : '';
    console.log(`| ${id}${role} | ${files.length} | ${kb(sum(files))} |`);
  }
}

