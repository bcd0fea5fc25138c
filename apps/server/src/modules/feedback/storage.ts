import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Uploaded feedback pictures: DATA_DIR/uploads/feedback/<random>.<png|jpg>, readable by the server only. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'feedback');
}

/** A fresh random file name (128 bits); the client's own name is never used. */
export const randomFileName = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`;

/** Writes a new file (never overwrites) with mode 0600. */
export async function writeUpload(dataDir: string, fileName: string, bytes: Buffer): Promise<void> {
  const dir = uploadsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.promises.writeFile(path.join(dir, fileName), bytes, { flag: 'wx', mode: 0o600 });
}

export async function removeUpload(dataDir: string, fileName: string): Promise<void> {
  await fs.promises.rm(path.join(uploadsDir(dataDir), fileName), { force: true });
}

export async function readUpload(dataDir: string, fileName: string): Promise<Buffer | undefined> {
  // Names come from the database and are ours; refuse anything that is not one of them all the same.
  if (!/^[0-9a-f]{32}\.(png|jpg)$/.test(fileName)) return undefined;
  try {
    return await fs.promises.readFile(path.join(uploadsDir(dataDir), fileName));
  } catch {
    return undefined;
  }
}
