import type { IncomingMessage } from 'node:http';
import { AppError } from '@/lib/errors';

/** Past the limit, this much more is still read and dropped, so the connection stays usable for the next request. */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** A body over the limit. `drained`: the whole body was read, so the connection may be kept alive. */
export class BodyTooLargeError extends Error {
  constructor(readonly drained: boolean) {
    super('Body too large');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body as bytes, refusing more than `limit` with BodyTooLargeError. It never destroys the request
 * (breaking out of `for await` would, and the client's next request on that keep-alive connection then fails
 * with ECONNRESET): an oversized body is read to its end and dropped, up to DRAIN_BYTES more; beyond that the
 * caller answers with `Connection: close`, and Node closes the socket once the answer is sent.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > limit + DRAIN_BYTES) return Promise.reject(new BodyTooLargeError(false));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit + DRAIN_BYTES) finish(() => (req.pause(), reject(new BodyTooLargeError(false))));
    };
    const onEnd = () => finish(() => (size > limit ? reject(new BodyTooLargeError(true)) : resolve(Buffer.concat(chunks))));
    const onError = (error: Error) => finish(() => reject(error));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The body, or a 413 refusal with `code` (closing the connection when the body could not be drained). */
export async function readBodyWithin(req: IncomingMessage, limit: number, code: 'PAYLOAD_TOO_LARGE' | 'IMAGE_FILE_TOO_LARGE'): Promise<Buffer> {
  try {
    return await readRawBody(req, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new AppError(code, error.drained ? {} : { headers: { Connection: 'close' } });
  }
}
