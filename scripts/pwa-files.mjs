// The installable register's static files, made from the locales so that their texts live with the others:
// public/manifest.webmanifest (French, the default language) and the offline pages the service worker shows when a
// page that needs the network is opened without it (public/offline.html, public/offline-en.html).
// `node scripts/pwa-files.mjs` writes them; tests/unit/register/pwa-files.test.ts fails when they are out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const common = (lang) => JSON.parse(readFileSync(path.join(root, `locales/${lang}/common.json`), 'utf8'));
const THEME = '#4338ca';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function manifest() {
  const { pwa } = common('fr');
  const icon = (size) => ({ src: `/icons/register-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' });
  return `${JSON.stringify(
    {
      name: pwa.name,
      short_name: pwa.shortName,
      description: pwa.description,
      lang: 'fr',
      start_url: '/sellers',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME,
      background_color: '#ffffff',
      icons: [icon(192), icon(512)],
    },
    null,
    2,
  )}\n`;
}

export function offlinePage(lang) {
  const { pwa } = common(lang);
  const home = lang === 'en' ? '/en/sellers' : '/sellers';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME}">
<title>${escape(pwa.offlineTitle)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;margin:1.5rem;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .75rem}p{font-size:1.125rem;line-height:1.5}
a,button{display:inline-flex;align-items:center;min-height:3rem;padding:0 1rem;margin:.25rem .5rem 0 0;font-size:1.125rem;border-radius:.375rem;border:0;cursor:pointer}
a{background:${THEME};color:#fff;text-decoration:none}button{background:#e2e8f0;color:#0f172a}
</style>
</head>
<body>
<main>
<h1>${escape(pwa.offlineTitle)}</h1>
<p>${escape(pwa.offlineText)}</p>
<a href="${home}">${escape(pwa.offlineRegister)}</a><button type="button" onclick="location.reload()">${escape(pwa.offlineRetry)}</button>
</main>
</body>
</html>
`;
}

export const pwaFiles = () => ({
  'public/manifest.webmanifest': manifest(),
  'public/offline.html': offlinePage('fr'),
  'public/offline-en.html': offlinePage('en'),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, content] of Object.entries(pwaFiles())) writeFileSync(path.join(root, file), content);
  console.log(`${Object.keys(pwaFiles()).join(', ')} written`);
}
