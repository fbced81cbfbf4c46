/** Where uploaded files live: the server's own disk, or an S3-compatible bucket shared by every instance. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
}

/** Keys are made by the app (`images/<uuid>.png`); anything else, above all a path that climbs out, is a bug. */
export function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
