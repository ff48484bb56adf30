import fs from 'node:fs';
import path from 'node:path';

/** Where uploaded bytes live: a folder on disk, or a Map when the instance runs in memory. */
export interface FileStore {
  put(key: string, data: Buffer): void;
  get(key: string): Buffer | null;
  delete(key: string): void;
}

export function createFileStore(dataDir: string | null): FileStore {
  if (dataDir == null) {
    const map = new Map<string, Buffer>();
    return {
      put: (key, data) => void map.set(key, data),
      get: (key) => map.get(key) ?? null,
      delete: (key) => void map.delete(key),
    };
  }
  const dir = path.join(dataDir, 'files');
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, key.replace(/[^a-zA-Z0-9._-]/g, '_'));
  return {
    put: (key, data) => fs.writeFileSync(fileOf(key), data),
    get: (key) => {
      try {
        return fs.readFileSync(fileOf(key));
      } catch {
        return null;
      }
    },
    delete: (key) => fs.rmSync(fileOf(key), { force: true }),
  };
}
