// `npm run journal:audit-archive -- <zip> [--public-key <pem file>] [--hash <hex>] [--signature <base64>]`: what an
// auditor runs on an archive downloaded from the platform (docs/journal.md, "Archives: how an auditor checks one").
// Needs no database: the checks are lib/journal/audit-archive.ts. Without --public-key, the key the manifest names is
// read from docs/journal-signing-keys.md. Exits 0 "archive intact", 1 with the first problem.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { auditArchive, publishedPublicKey } from '../lib/journal/audit-archive';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function publicKeyFor(zip: Uint8Array): string | undefined {
  const file = option('--public-key');
  if (file) return readFileSync(file, 'utf8');
  const manifest = unzipSync(zip, { filter: (entry) => entry.name === 'manifest.json' })['manifest.json'];
  const keyId = manifest ? (JSON.parse(strFromU8(manifest)) as { keyId?: string }).keyId : undefined;
  const registry = readFileSync(path.join(__dirname, '../docs/journal-signing-keys.md'), 'utf8');
  return keyId ? (publishedPublicKey(registry, keyId) ?? undefined) : undefined;
}

function main() {
  const file = process.argv[2];
  if (!file || file.startsWith('--')) throw new Error('usage: npm run journal:audit-archive -- <zip> [--public-key <pem file>] [--hash <hex>] [--signature <base64>]');
  const zip = new Uint8Array(readFileSync(file));
  const signature = option('--signature');
  const result = auditArchive(zip, { hash: option('--hash'), signature, publicKeyPem: signature ? publicKeyFor(zip) : undefined });
  if (!result.intact) {
    console.error(`archive broken: ${result.problem}`);
    process.exitCode = 1;
    return;
  }
  const { manifest } = result;
  console.log(`archive intact: ${manifest.organisation.name}, ${manifest.period} ${manifest.key}, sales ${manifest.parts.sales.count} records, technical ${manifest.parts.technical.count}, closings ${manifest.parts.closings.count}`);
  console.log(result.signatureChecked ? `signature verified (key ${manifest.keyId})` : 'signature not checked: give --hash and --signature from the archives list');
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
