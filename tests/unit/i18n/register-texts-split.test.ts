import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeTexts } from '@/lib/i18n/merge-texts';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/** Every text's dotted key. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the register namespace in two files (its first paint, then its other screens: issue #26)', () => {
  it.each(['fr', 'en'])('%s: no text is in both files, so that neither hides the other', (language) => {
    const firstPaint = keys(read(`locales/${language}/register.json`));
    const screens = new Set(keys(read(`locales/${language}/register-screens.json`)));

    expect(firstPaint.filter((key) => screens.has(key))).toEqual([]);
  });

  it('merges the screens into the first paint branch by branch (collections.tab stays beside collections.title)', () => {
    const firstPaint = read('locales/fr/register.json');
    const screens = read('locales/fr/register-screens.json');
    const merged = mergeTexts(firstPaint, screens) as { collections: Record<string, unknown> };

    expect(merged.collections.tab).toBe('Retraits');
    expect(merged.collections.title).toBe((screens.collections as Record<string, unknown>).title);
    expect(keys(merged)).toHaveLength(keys(firstPaint).length + keys(screens).length);
  });

  it('lets a text of the added part win and keeps arrays (compiled messages) whole', () => {
    expect(mergeTexts({ a: { b: 'old', c: ['x'] } }, { a: { b: 'new', c: ['y', 'z'] } })).toEqual({ a: { b: 'new', c: ['y', 'z'] } });
  });
});
