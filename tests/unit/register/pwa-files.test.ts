import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script, without types.
import { pwaFiles, root } from '../../../scripts/pwa-files.mjs';
import fr from '@/locales/fr/common.json';
import en from '@/locales/en/common.json';

describe('the installable register’s files', () => {
  it('are made from the locales: run `node scripts/pwa-files.mjs` after changing their texts', () => {
    for (const [file, content] of Object.entries(pwaFiles() as Record<string, string>)) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(content);
    }
  });

  it('give the app its French name, its start at /sellers, a theme colour and maskable icons of 192 and 512 px', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: fr.pwa.name, short_name: fr.pwa.shortName, start_url: '/sellers', display: 'standalone', theme_color: '#4338ca' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any maskable'],
      ['512x512', 'any maskable'],
    ]);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(root, 'public', icon.src));
      // A PNG's IHDR gives its width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)].map(String)).toEqual(icon.sizes.split('x'));
    }
  });

  it('say in each language that the page needs the network', () => {
    expect(readFileSync(path.join(root, 'public/offline.html'), 'utf8')).toContain(fr.pwa.offlineText);
    expect(readFileSync(path.join(root, 'public/offline-en.html'), 'utf8')).toContain(en.pwa.offlineText);
  });
});
