import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { images } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getStorage } from '@/lib/storage';
import { isUuid } from '@/lib/validation/uuid';
import { MAX_IMAGE_BYTES, type ImageView } from '../types';

export { MAX_IMAGE_BYTES };

// No SVG: it can carry scripts. The type comes from the bytes, never from the name or the header sent.
const allowedTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

export function imageUrl(id: string): string {
  return `/api/v1/images/${id}`;
}

/**
 * The type the bytes say. file-type throws on a file cut short after its signature (a PNG signature alone, a bare
 * TIFF header): that is not an image we could show either, so it is refused like any other wrong type.
 */
async function detectType(bytes: Buffer): Promise<{ mime: string } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    throw new AppError('WRONG_MYME_TYPES');
  }
}

export async function uploadImage(actor: Actor, bytes: Buffer): Promise<ImageView> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('IMAGE_FILE_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('IMAGE_MIME_DETECTION_FAILED');
  const detected = await detectType(bytes);
  if (!detected) throw new AppError('IMAGE_MIME_DETECTION_FAILED');
  const extension = allowedTypes[detected.mime];
  if (!extension) throw new AppError('WRONG_MYME_TYPES');

  const id = randomUUID();
  const storageKey = `images/${id}.${extension}`;
  try {
    await getStorage().put(storageKey, bytes, detected.mime);
  } catch (error) {
    throw new AppError('IMAGE_STORAGE_UPLOAD_FAILED', { message: String(error) });
  }
  const db = await getDb();
  try {
    await db.insert(images).values({ id, clientId: actor.clientId, storageKey, mimeType: detected.mime, sizeBytes: bytes.length, createdBy: actor.userId });
  } catch (error) {
    throw new AppError('IMAGE_DATABASE_CREATE_FAILED', { message: String(error) });
  }
  return { id, mimeType: detected.mime, sizeBytes: bytes.length, url: imageUrl(id) };
}

/** Images are public by id (logos and product pictures appear on public shop pages); ids cannot be guessed. */
export async function readImage(id: string): Promise<{ bytes: Buffer; mimeType: string } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [image] = await db.select().from(images).where(eq(images.id, id));
  if (!image) return null;
  const bytes = await getStorage().get(image.storageKey);
  return bytes ? { bytes, mimeType: image.mimeType } : null;
}
