import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { safeKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another provider than AWS (MinIO, Scaleway, OVH, R2…). Unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket.host/key` is AWS's default; MinIO-like servers want `host/bucket/key`. */
  forcePathStyle?: boolean;
  /** Folder inside the bucket, so that one bucket can serve several deployments. */
  prefix?: string;
}

/** Objects in an S3-compatible bucket, shared by every app instance. */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Since early 2025 the SDK adds CRC checksums to every upload, which several S3-compatible providers
    // refuse. AWS itself keeps the SDK's default.
    ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => (prefix ? `${prefix}/${safeKey(key)}` : safeKey(key));

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
  };
}

/** The object is not there. A missing bucket is a misconfiguration, not a missing image, so it still throws. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}
