import type { IncomingMessage } from 'node:http';
import { AppError } from '@/lib/errors';
import { readBodyWithin } from './read-raw-body';

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads and parses a JSON body ourselves (routes turn Next's parser off), so that malformed JSON
 * is answered with our MALFORMED_JSON code rather than a plain-text 400.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const bytes = await readBodyWithin(req, MAX_JSON_BYTES, 'PAYLOAD_TOO_LARGE');
  const text = bytes.toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
}
