import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeKey, type Storage } from './storage';

/** Files under `root` on this server's disk: the embedded default, right for a single instance only. */
export function localStorage(root: string): Storage {
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
