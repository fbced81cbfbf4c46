import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { ARCHIVE_FILES, ARCHIVE_FORMAT, fromJsonLines, partOf, type ArchivedRecord, type ArchiveManifest, type ArchivePart } from './archive-contents';
import { grandTotalsAfter, type GrandTotals } from './grand-totals';
import { recordHashOf, type JournalChain } from './record-hash';

export interface AuditOptions {
  /** The archive's hash and signature as the platform lists them (GET /v1/journal/archives). */
  hash?: string;
  signature?: string;
  /** The signing key's public part (PEM); needed to check a signature. */
  publicKeyPem?: string;
}

export type AuditResult = { intact: true; manifest: ArchiveManifest; signatureChecked: boolean } | { intact: false; problem: string };

class Broken extends Error {}
const fail = (problem: string): never => {
  throw new Broken(problem);
};

/**
 * What an auditor checks of an archive (docs/journal.md, "Archives: how an auditor checks one"): the file is the one
 * the platform hashed and signed, every record's hash is its canonical form's, each part's records follow each other
 * (the first one's previousHash taken as given), the grand totals move as the records say, and the manifest describes
 * the files. Stops at the first problem and names it. Pure: the script and the tests call it alike.
 */
export function auditArchive(zip: Uint8Array, options: AuditOptions = {}): AuditResult {
  try {
    const signatureChecked = checkFileSignature(zip, options);
    const files = unzipped(zip);
    const manifest = JSON.parse(text(files, ARCHIVE_FILES.manifest)) as ArchiveManifest;
    if (manifest.format !== ARCHIVE_FORMAT) fail(`manifest.json: unknown format ${manifest.format}`);
    const sales = checkedChainPart(fromJsonLines(text(files, ARCHIVE_FILES.sales)), 'sales', manifest);
    const technical = checkedChainPart(fromJsonLines(text(files, ARCHIVE_FILES.technical)), 'technical', manifest);
    const closings = fromJsonLines(text(files, ARCHIVE_FILES.closings));
    checkClosings(closings, sales, manifest);
    checkManifestPart(manifest.parts.sales, partOf(ARCHIVE_FILES.sales, sales));
    checkManifestPart(manifest.parts.technical, partOf(ARCHIVE_FILES.technical, technical));
    checkManifestPart(manifest.parts.closings, partOf(ARCHIVE_FILES.closings, closings));
    return { intact: true, manifest, signatureChecked };
  } catch (error) {
    if (error instanceof Broken) return { intact: false, problem: error.message };
    return { intact: false, problem: `unreadable archive: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The public PEM published for a key id in docs/journal-signing-keys.md (a `## {keyId}` heading, then a fenced block). */
export function publishedPublicKey(markdown: string, keyId: string): string | null {
  const section = markdown.split(/^## /m).find((part) => part.split(/\s/)[0] === keyId);
  const pem = section?.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/);
  return pem ? `${pem[0]}\n` : null;
}

function checkFileSignature(zip: Uint8Array, options: AuditOptions): boolean {
  const actual = createHash('sha256').update(zip).digest('hex');
  if (options.hash && options.hash.toLowerCase() !== actual) fail(`the file's SHA-256 ${actual} is not the archive's hash ${options.hash}`);
  if (!options.signature) return false;
  if (!options.publicKeyPem) fail('a signature to check needs the public key');
  // The platform signs the hash's hex string (its ASCII bytes), not the file: the same 64 bytes whatever the size.
  const valid = verify(null, Buffer.from(actual, 'utf8'), publicKeyOf(options.publicKeyPem!), Buffer.from(options.signature, 'base64'));
  if (!valid) fail('the signature does not verify with this public key: the file or its hash was not signed by that key');
  return true;
}

function publicKeyOf(pem: string): KeyObject {
  try {
    return createPublicKey(pem);
  } catch {
    return fail('the public key is not a PEM public key');
  }
}

function unzipped(zip: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipSync(zip);
  } catch {
    return fail('not a zip file');
  }
}

function text(files: Record<string, Uint8Array>, name: string): string {
  const file = files[name];
  if (!file) fail(`${name} is missing`);
  return strFromU8(file!);
}

function checkRecordHash(record: ArchivedRecord, file: string): void {
  const hash = recordHashOf({ chain: record.chain, sequence: record.sequence, kind: record.kind, previousHash: record.previousHash, content: record.content });
  if (hash !== record.hash) fail(`${file}: record ${record.sequence} was changed (its hash is not its content's)`);
}

/** A part of one chain: every record of the organisation and chain, each following the one before. */
function checkedChainPart(records: ArchivedRecord[], chain: JournalChain, manifest: ArchiveManifest): ArchivedRecord[] {
  const file = ARCHIVE_FILES[chain as 'sales' | 'technical'];
  let before: ArchivedRecord | undefined;
  for (const record of records) {
    if (record.chain !== chain || record.clientId !== manifest.organisation.id) fail(`${file}: record ${record.sequence} is not of the organisation's ${chain} chain`);
    checkRecordHash(record, file);
    if (before) {
      if (record.sequence !== before.sequence + 1) fail(`${file}: record ${before.sequence + 1} is missing`);
      if (record.previousHash !== before.hash) fail(`${file}: record ${record.sequence} does not follow record ${before.sequence}`);
      const expected = grandTotalsAfter(before.content.grandTotals as unknown as GrandTotals, chain, record.kind, record.content);
      const written = record.content.grandTotals as Partial<GrandTotals> | undefined;
      if (written?.sales !== expected.sales || written.refunds !== expected.refunds) fail(`${file}: record ${record.sequence}'s grand totals do not follow`);
    }
    before = record;
  }
  return records;
}

/** The closings: each intact, the period's own among them, and any that sits in the sales part the same record. */
function checkClosings(closings: ArchivedRecord[], sales: ArchivedRecord[], manifest: ArchiveManifest): void {
  const inSales = new Map(sales.map((record) => [record.sequence, record.hash]));
  for (const closing of closings) {
    if (closing.chain !== 'sales' || closing.kind !== 'closing' || closing.clientId !== manifest.organisation.id) fail(`${ARCHIVE_FILES.closings}: record ${closing.sequence} is not one of the organisation's closings`);
    checkRecordHash(closing, ARCHIVE_FILES.closings);
    const same = inSales.get(closing.sequence);
    if (same && same !== closing.hash) fail(`${ARCHIVE_FILES.closings}: closing ${closing.sequence} differs from the sales chain's record`);
  }
  const own = closings.find((closing) => closing.sequence === manifest.closing.sequence && closing.hash === manifest.closing.hash);
  if (!own) fail(`${ARCHIVE_FILES.closings}: the period's closing (record ${manifest.closing.sequence}) is missing`);
  if (own!.content.firstSequence !== manifest.closing.firstSequence || own!.content.lastSequence !== manifest.closing.lastSequence) fail('manifest.json: the closing range is not the closing\'s');
  // The sales part is the closing's whole range: a record removed from either end is found here.
  const expected = Math.max(0, manifest.closing.lastSequence - manifest.closing.firstSequence + 1);
  if (sales.length !== expected || (expected > 0 && sales[0]!.sequence !== manifest.closing.firstSequence)) fail(`${ARCHIVE_FILES.sales}: does not hold the closing's range ${manifest.closing.firstSequence}..${manifest.closing.lastSequence}`);
}

function checkManifestPart(written: ArchivePart | undefined, actual: ArchivePart): void {
  if (!written) fail(`manifest.json: ${actual.file} is not described`);
  for (const field of ['count', 'firstSequence', 'lastSequence', 'previousHash', 'firstHash', 'lastHash'] as const) {
    if (written![field] !== actual[field]) fail(`manifest.json: ${actual.file}'s ${field} is ${String(written![field])}, the file says ${String(actual[field])}`);
  }
}
