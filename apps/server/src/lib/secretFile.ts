import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR: read it if the file exists, else make it with `create` and write it
 * (mode 0600) so that every later start of this data directory uses the same one. Two processes
 * starting at once on an empty directory: the first writer wins (exclusive create) and the other
 * reads its file.
 */
export function ensureSecretFile(dataDir: string, name: string, create: () => string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(dataDir, { recursive: true });
  const value = create();
  try {
    fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    throw err;
  }
}
