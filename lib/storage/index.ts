import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The embedded default keeps them under DATA_DIR/files; object storage
 * (S3-compatible) is the next driver, for deployments with several app instances (docs/operations.md).
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function localStorage(root = path.join(process.env.DATA_DIR ?? 'data', 'files')): Storage {
  return {
    async put(key, bytes) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(path.join(root, safeKey(key)));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function getStorage(): Storage {
  return localStorage();
}
