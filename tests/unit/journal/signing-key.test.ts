import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEY_ID, signingKeyOf } from '@/lib/journal/signing-key';

const ed25519 = generateKeyPairSync('ed25519');
const pem = ed25519.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' };

/** The key signs, and what it signs verifies with the generated public key. */
const signsAsGenerated = (key: ReturnType<typeof signingKeyOf>) => verify(null, Buffer.from('abc'), ed25519.publicKey, sign(null, Buffer.from('abc'), key.privateKey));

describe('the archive signing key', () => {
  it('reads JOURNAL_SIGNING_KEY as a PEM, or as that PEM in base64, with its id', () => {
    const fromPem = signingKeyOf({ ...production, JOURNAL_SIGNING_KEY: pem, JOURNAL_SIGNING_KEY_ID: 'prod-2026' });
    expect(fromPem.keyId).toBe('prod-2026');
    expect(signsAsGenerated(fromPem)).toBe(true);
    expect(fromPem.publicKeyPem).toBe(ed25519.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const fromBase64 = signingKeyOf({ ...production, JOURNAL_SIGNING_KEY: Buffer.from(pem).toString('base64'), JOURNAL_SIGNING_KEY_ID: 'prod-2026' });
    expect(signsAsGenerated(fromBase64)).toBe(true);
  });

  it('falls back to the published development key outside a real deployment', () => {
    expect(signingKeyOf({ NODE_ENV: 'test' }).keyId).toBe(DEVELOPMENT_KEY_ID);
    // The demo: production build on the embedded database.
    expect(signingKeyOf({ NODE_ENV: 'production' }).keyId).toBe(DEVELOPMENT_KEY_ID);
  });

  it('refuses to sign in production on PostgreSQL without a key, rather than with the published one', () => {
    expect(() => signingKeyOf(production)).toThrow(expect.objectContaining({ errorCode: 'ARCHIVE_SIGNING_UNAVAILABLE' }));
  });

  it('refuses a key without its id, and a key that is not Ed25519', () => {
    expect(() => signingKeyOf({ JOURNAL_SIGNING_KEY: pem })).toThrow(/JOURNAL_SIGNING_KEY_ID/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signingKeyOf({ JOURNAL_SIGNING_KEY: rsa, JOURNAL_SIGNING_KEY_ID: 'x' })).toThrow(/not Ed25519/);
  });
});
