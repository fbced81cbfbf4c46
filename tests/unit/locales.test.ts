import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@/lib/errors/codes';

const localesDir = path.resolve(__dirname, '../../locales');
const languages = ['fr', 'en'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readLocale(language: string, file: string): Record<string, Json> {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, Json>;
}

function jsonFiles(language: string): string[] {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** Every message of a namespace, keyed by its dotted path (array items by index: legal texts are lists of paragraphs). */
function flatten(value: Json, prefix = ''): Map<string, Json> {
  const entries = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [childKey, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(childKey, leaf);
    }
    return entries;
  }
  entries.set(prefix, value);
  return entries;
}

/**
 * The argument names of an ICU message: `{name}`, `{count, number}`, and those nested in the branches of
 * `{count, plural, one {...} other {...}}`. Apostrophe-quoted text is skipped.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let index = 0;

  function readText(): void {
    while (index < message.length) {
      const char = message[index]!;
      if (char === "'" && (message[index + 1] === '{' || message[index + 1] === '}' || message[index + 1] === "'")) {
        const end = message.indexOf("'", index + 1);
        index = end === -1 ? message.length : end + 1;
      } else if (char === '{') {
        index += 1;
        readArgument();
      } else if (char === '}') {
        return;
      } else {
        index += 1;
      }
    }
  }

  function readArgument(): void {
    const header = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(index));
    if (!header) throw new Error(`Malformed ICU message: ${message}`);
    names.add(header[1]!);
    index += header[0].length;
    const type = header[2];
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      index += 1; // the comma before the branches
      while (index < message.length && message[index] !== '}') {
        if (message[index] === '{') {
          index += 1;
          readText();
        }
        index += 1;
      }
    } else {
      // {name} or {value, number, ::style}: skip to the closing brace.
      while (index < message.length && message[index] !== '}') index += 1;
    }
    if (message[index] !== '}') throw new Error(`Unclosed ICU argument in: ${message}`);
    index += 1;
  }

  readText();
  return [...names].sort();
}

describe('icuArguments (the helper of these tests)', () => {
  it.each([
    ['Bonjour', []],
    ['Bonjour {name}', ['name']],
    ['{a} et {b}, encore {a}', ['a', 'b']],
    ['{count, number} articles', ['count']],
    ['{count, plural, one {# article pour {name}} other {# articles}}', ['count', 'name']],
    ["L''entrée '{literal}' pour {name}", ['name']],
  ])('finds the arguments of %j', (message, expected) => {
    expect(icuArguments(message)).toEqual(expected);
  });
});

describe('error catalogue', () => {
  describe.each(languages)('%s/errors.json', (language) => {
    const catalogue = readLocale(language, 'errors.json');

    it.each(errorCodes)('has a title for %s', (code) => {
      const entry = catalogue[code] as { title?: unknown; subtitle?: unknown } | undefined;
      expect(entry, `${code} is missing`).toBeDefined();
      expect(typeof entry?.title).toBe('string');
      expect((entry?.title as string).trim()).not.toBe('');
      if (entry?.subtitle !== undefined) {
        expect(typeof entry.subtitle).toBe('string');
        expect((entry.subtitle as string).trim()).not.toBe('');
      }
    });

    it('has no key that is not an error code', () => {
      const codes = new Set<string>(errorCodes);
      expect(Object.keys(catalogue).filter((key) => !codes.has(key))).toEqual([]);
    });
  });
});

describe('fr and en translations', () => {
  it('have the same JSON files', () => {
    expect(jsonFiles('fr').length).toBeGreaterThan(0);
    expect(jsonFiles('en')).toEqual(jsonFiles('fr'));
  });

  const files = [...new Set([...jsonFiles('fr'), ...jsonFiles('en')])].sort();

  describe.each(files)('%s', (file) => {
    it('exists in both languages', () => {
      expect(jsonFiles('fr')).toContain(file);
      expect(jsonFiles('en')).toContain(file);
    });

    it('has exactly the same nested keys in both languages', () => {
      const frKeys = [...flatten(readLocale('fr', file)).keys()].sort();
      const enKeys = [...flatten(readLocale('en', file)).keys()].sort();
      expect(frKeys.length).toBeGreaterThan(0);
      expect(enKeys).toEqual(frKeys);
    });

    it('has only non-empty string messages', () => {
      for (const language of languages) {
        const nonStrings = [...flatten(readLocale(language, file))]
          .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
          .map(([key]) => key);
        expect(nonStrings, `${language}/${file}`).toEqual([]);
      }
    });

    it('uses the same ICU placeholders in both languages for each key', () => {
      const frMessages = flatten(readLocale('fr', file));
      const enMessages = flatten(readLocale('en', file));
      const mismatches: string[] = [];
      for (const [key, frMessage] of frMessages) {
        const enMessage = enMessages.get(key);
        if (typeof frMessage !== 'string' || typeof enMessage !== 'string') continue;
        const frArgs = icuArguments(frMessage);
        const enArgs = icuArguments(enMessage);
        if (frArgs.join() !== enArgs.join()) mismatches.push(`${key}: fr {${frArgs.join()}} / en {${enArgs.join()}}`);
      }
      expect(mismatches).toEqual([]);
    });
  });
});
