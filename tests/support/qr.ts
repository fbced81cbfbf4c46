import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a QR code in a PNG says, read as a camera would (jsQR on the decoded pixels), or null when none is found. */
export function readQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}
