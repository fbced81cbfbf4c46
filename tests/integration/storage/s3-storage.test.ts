import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, storageConfigFromEnv } from '@/lib/storage';
import { s3Storage, type S3StorageOptions } from '@/lib/storage/s3-storage';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { postImage, tinyPng } from '../../support/accounts/images';
import { createUser, tokenFor } from '../../support/factories';

// @ts-expect-error: s3rver ships no types
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const bucket = 'merch-test';
// s3rver checks signatures against this fixed key pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rver: S3rverInstance;
let s3Directory: string;
let endpoint: string;
/** A plain SDK client, independent of our driver, to look inside the bucket. */
let bucketReader: S3Client;

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), 'merch-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Directory, configureBuckets: [{ name: bucket, configs: [] }] }) as S3rverInstance;
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucketReader = new S3Client({ region: 'us-east-1', endpoint, credentials, forcePathStyle: true });
});
afterAll(async () => {
  bucketReader?.destroy();
  await s3rver?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

function driver(options: Partial<S3StorageOptions> = {}) {
  return s3Storage({ bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true, ...options });
}

async function readObject(key: string) {
  const object = await bucketReader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
}

describe('s3Storage against a real S3 server (s3rver)', () => {
  it('gives back the bytes it stored, and stores the content type with them', async () => {
    const key = `images/${randomUUID()}.png`;
    const png = tinyPng();
    await driver().put(key, png, 'image/png');

    expect((await driver().get(key))!.equals(png)).toBe(true);
    const stored = await readObject(key);
    expect(stored.bytes.equals(png)).toBe(true);
    expect(stored.contentType).toBe('image/png');
  });

  it('answers null for a key nothing was stored under', async () => {
    expect(await driver().get(`images/${randomUUID()}.png`)).toBeNull();
  });

  it('throws, rather than answering null, when the bucket itself is missing', async () => {
    await expect(driver({ bucket: 'no-such-bucket' }).get('images/any.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it.each(['../escape.png', '/absolute.png', 'images/../../etc.png', 'images/a b.png', ''])('refuses the key %j', async (key) => {
    await expect(driver().put(key, tinyPng(), 'image/png')).rejects.toThrow('Invalid storage key');
    await expect(driver().get(key)).rejects.toThrow('Invalid storage key');
  });

  it('keeps its objects under S3_PREFIX, with or without slashes around it', async () => {
    const key = `images/${randomUUID()}.png`;
    await driver({ prefix: '/tenant-a/' }).put(key, tinyPng(), 'image/png');

    expect((await readObject(`tenant-a/${key}`)).contentType).toBe('image/png');
    expect(await driver({ prefix: 'tenant-a' }).get(key)).not.toBeNull();
    expect(await driver().get(key)).toBeNull();
    expect(await driver({ prefix: 'tenant-b' }).get(key)).toBeNull();
  });
});

describe('the app with S3_BUCKET set', () => {
  let app: AccountsTestApp;
  let token: string;
  beforeAll(async () => {
    app = await startAccountsApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: 'app',
    });
    token = await tokenFor(app.db, await createUser(app.db));
  });
  afterAll(async () => {
    await app?.close();
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX']) delete process.env[name];
  });

  it('stores an uploaded image in the bucket, not on the disk, and serves it back from there', async () => {
    const png = tinyPng([12, 200, 90]);
    const uploaded = await postImage(app.baseUrl, png, { token, contentType: 'image/png' });
    expect(uploaded).toMatchObject({ status: 201, body: { mimeType: 'image/png', sizeBytes: png.length } });
    const key = `images/${uploaded.body.id}.png`;

    const served = await fetch(`${app.baseUrl}${uploaded.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const stored = await readObject(`app/${key}`);
    expect(stored.bytes.equals(png)).toBe(true);
    expect(stored.contentType).toBe('image/png');
    expect(existsSync(path.join(app.dataDir, 'files', key))).toBe(false);

    // What another instance would do with the same settings: a driver of its own finds the image.
    expect((await createStorage(storageConfigFromEnv()).get(key))!.equals(png)).toBe(true);
  });
});
