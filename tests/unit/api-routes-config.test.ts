import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');
const apiDir = path.join(repoRoot, 'pages/api');
/** next-auth parses its own form-encoded bodies. */
const exempt = new Set(['pages/api/auth/[...nextauth].ts']);
const bodyParserOff = 'export const config = { api: { bodyParser: false } };';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const routeFiles = walk(apiDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
  .sort();

describe('API routes', () => {
  it('are found, next-auth included', () => {
    expect(routeFiles).toEqual(expect.arrayContaining([...exempt]));
    expect(routeFiles.filter((file) => !exempt.has(file)).length).toBeGreaterThan(0);
  });

  // Our handlers read the raw body themselves, so malformed JSON is answered with our own error code.
  it.each(routeFiles.filter((file) => !exempt.has(file)))('%s turns off the Next.js body parser', (file) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain(bodyParserOff);
  });
});
