import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1×1 PNG (one opaque pixel of `rgb`), built chunk by chunk with real CRCs and a deflated scanline. */
export function tinyPng(rgb: [number, number, number] = [67, 56, 202]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  // compression, filter and interlace methods: 0
  const scanline = Buffer.from([0, ...rgb]); // filter type 0, then the pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 transparent GIF, the classic 43 bytes. */
export const tinyGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** POST /v1/images with raw bytes as the body, as the upload form sends a file. */
export async function postImage(baseUrl: string, bytes: Buffer, options: { token?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': options.contentType ?? 'application/octet-stream' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}/api/v1/images`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
