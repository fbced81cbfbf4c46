import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from '@/lib/storage';

describe('storageConfigFromEnv', () => {
  it('keeps files under DATA_DIR/files when no bucket is set, ./data/files by default', () => {
    expect(storageConfigFromEnv({ DATA_DIR: '/srv/merch' })).toEqual({ driver: 'local', root: path.join('/srv/merch', 'files') });
    expect(storageConfigFromEnv({})).toEqual({ driver: 'local', root: path.join('data', 'files') });
  });

  it('treats an empty S3_BUCKET as unset, as container files often declare variables empty', () => {
    expect(storageConfigFromEnv({ S3_BUCKET: ' ', S3_REGION: 'eu-west-3' })).toMatchObject({ driver: 'local' });
  });

  it('turns S3 on with S3_BUCKET alone: AWS, us-east-1, the SDK’s own credentials, no prefix', () => {
    expect(storageConfigFromEnv({ S3_BUCKET: 'merch' })).toEqual({
      driver: 's3',
      bucket: 'merch',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: undefined,
    });
  });

  it('reads every S3 setting', () => {
    expect(
      storageConfigFromEnv({
        S3_BUCKET: 'merch',
        S3_REGION: 'fr-par',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: 'prod',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'merch',
      region: 'fr-par',
      endpoint: 'https://s3.fr-par.scw.cloud',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod',
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('reads S3_FORCE_PATH_STYLE=%j as %s', (value, expected) => {
    expect(storageConfigFromEnv({ S3_BUCKET: 'merch', S3_FORCE_PATH_STYLE: value })).toMatchObject({ forcePathStyle: expected });
  });

  it('refuses half a key pair rather than silently falling back to other credentials', () => {
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'merch', S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_SECRET_ACCESS_KEY');
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'merch', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_ACCESS_KEY_ID');
  });
});
