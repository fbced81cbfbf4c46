// Prints the JavaScript a browser downloads on a first visit of each page (page + _app chunks, gzipped),
// read from the last `next build`. Next 16 no longer prints this itself. Usage: node bench/first-load-js.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const nextDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(path.join(nextDir, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = Object.entries(manifest.pages)
  .filter(([page]) => page !== '/_app' && page !== '/_error')
  .map(([page, files]) => {
    const chunks = new Set([...manifest.pages['/_app'], ...files].filter((file) => file.endsWith('.js')));
    const total = [...chunks].reduce((sum, file) => sum + gzipped(file), 0);
    const own = files.filter((file) => file.endsWith('.js') && !manifest.pages['/_app'].includes(file)).reduce((sum, file) => sum + gzipped(file), 0);
    return { page, own, total };
  });

console.log('| page | page chunks (kB gz) | first load (kB gz) |');
console.log('|---|---:|---:|');
for (const row of rows) console.log(`| ${row.page} | ${kb(row.own)} | ${kb(row.total)} |`);
