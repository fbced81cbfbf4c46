import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: the build's CommonJS loader, without types
import precompileMessages from '../../../scripts/precompile-messages-loader.cjs';

/** Runs the build's loader on one file as Turbopack does (this.async), and reads back the module's JSON. */
function compiledFile(file: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const context = {
      async: () => (error: Error | null, code?: string) => {
        if (error) return reject(error);
        const json = /^export default JSON\.parse\((.*)\);$/.exec(code!)![1]!;
        resolve(JSON.parse(JSON.parse(json)));
      },
    };
    (precompileMessages as (this: typeof context, source: string) => void).call(context, readFileSync(file, 'utf8'));
  });
}

const root = path.resolve(__dirname, '../../..');
const compiledLocales = ['fr', 'en'].flatMap((language) =>
  readdirSync(path.join(root, 'locales', language))
    .filter((name) => name.endsWith('.json') && name !== 'legal.json')
    .map((name) => path.join('locales', language, name)),
);

describe('the texts compiled for the build (scripts/precompile-messages-loader.cjs)', () => {
  test.each(compiledLocales)('%s compiles, key for key', async (file) => {
    const source = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const compiled = await compiledFile(path.join(root, file));
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'object' && node !== null && !Array.isArray(node) ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`)) : [prefix];
    expect(keys(compiled).sort()).toEqual(keys(source).sort());
  });

  test.each(['fr', 'en'])('the %s error catalogue, read as plain data by describeError, compiles to itself', async (language) => {
    const file = path.join(root, 'locales', language, 'errors.json');
    expect(await compiledFile(file)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  test('a message with an argument becomes the compact form formatted without a parser', async () => {
    const orders = await compiledFile(path.join(root, 'locales/fr/orders.json'));
    const tablets = orders.tablets as Record<string, unknown>;
    expect(tablets.name).toEqual(['Tablette ', ['number']]);
  });
});
