import path from 'node:path';
import { localStorage } from './local-storage';
import { s3Storage, type S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

export type { Storage } from './storage';
export type { S3StorageOptions } from './s3-storage';

export type StorageConfig = { driver: 'local'; root: string } | ({ driver: 's3' } & S3StorageOptions);

/**
 * S3_BUCKET set → the bucket (the only choice for several instances); unset → DATA_DIR/files on this disk.
 * Empty variables count as unset, as container files often declare them empty.
 */
export function storageConfigFromEnv(env: Record<string, string | undefined> = process.env): StorageConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const bucket = read('S3_BUCKET');
  if (!bucket) return { driver: 'local', root: path.join(read('DATA_DIR') ?? 'data', 'files') };

  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds its own credentials).');
  }
  return {
    driver: 's3',
    bucket,
    region: read('S3_REGION') ?? 'us-east-1',
    endpoint: read('S3_ENDPOINT'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: ['1', 'true'].includes(read('S3_FORCE_PATH_STYLE')?.toLowerCase() ?? ''),
    prefix: read('S3_PREFIX'),
  };
}

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? s3Storage(config) : localStorage(config.root);
}

let current: { config: string; storage: Storage } | undefined;

/** The storage the environment asks for. One driver (and so one S3 client) while the settings stay the same. */
export function getStorage(): Storage {
  const config = storageConfigFromEnv();
  const signature = JSON.stringify(config);
  if (current?.config !== signature) current = { config: signature, storage: createStorage(config) };
  return current.storage;
}
