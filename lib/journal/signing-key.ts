import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AppError } from '@/lib/errors';

type Env = Record<string, string | undefined>;

/** The key that signs the journal's archives, and the id an auditor finds its public part by (docs/journal-signing-keys.md). */
export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKeyPem: string;
}

/**
 * The development key: published in docs/journal-signing-keys.md, so its signatures prove nothing. It lets the demo and
 * the tests sign archives with no setup; a real deployment never falls back to it (signingKeyOf).
 */
export const DEVELOPMENT_KEY_ID = 'dev-2026';
const DEVELOPMENT_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIM1E9X6cI710XvHrC0OTxdPoT9446tgc462muTtzHfBj
-----END PRIVATE KEY-----
`;

/**
 * JOURNAL_SIGNING_KEY (an Ed25519 private key, PKCS#8 PEM or that PEM in base64, one line for a secret store) with
 * JOURNAL_SIGNING_KEY_ID. Without it: the development key, except in a real deployment (production on PostgreSQL,
 * the rule of lib/payments/mode.ts), where archiving is refused (ARCHIVE_SIGNING_UNAVAILABLE) rather than signed with a
 * published key; the server still starts, only archives wait for the key.
 */
export function signingKeyOf(env: Env = process.env): SigningKey {
  const configured = env.JOURNAL_SIGNING_KEY?.trim();
  if (!configured) {
    if (!archiveSigningAvailable(env)) throw new AppError('ARCHIVE_SIGNING_UNAVAILABLE');
    return keyOf(DEVELOPMENT_KEY_ID, DEVELOPMENT_KEY_PEM);
  }
  // A key without its id could not be found by an auditor: a configuration error, reported like any 500.
  const keyId = env.JOURNAL_SIGNING_KEY_ID?.trim();
  if (!keyId) throw new Error('JOURNAL_SIGNING_KEY_ID is required with JOURNAL_SIGNING_KEY (docs/operations.md).');
  const pem = configured.includes('-----BEGIN') ? configured : Buffer.from(configured, 'base64').toString('utf8');
  return keyOf(keyId, pem);
}

/** Can archives be signed here: a key configured, or not a real deployment (the development key then signs). */
export function archiveSigningAvailable(env: Env = process.env): boolean {
  return Boolean(env.JOURNAL_SIGNING_KEY?.trim()) || !(env.NODE_ENV === 'production' && env.DATABASE_URL);
}

function keyOf(keyId: string, pem: string): SigningKey {
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`JOURNAL_SIGNING_KEY is a ${privateKey.asymmetricKeyType} key, not Ed25519.`);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { keyId, privateKey, publicKeyPem };
}
