import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Uploaded pictures: DATA_DIR/uploads/<folder>/<random>.<png|jpg>, readable by the server only; feedback
 * pictures in `feedback`, identity documents (modules/kyc) in `kyc`.
 */
export type UploadFolder = 'feedback' | 'kyc';
export function uploadsDir(dataDir: string, folder: UploadFolder = 'feedback'): string {
  return path.join(dataDir, 'uploads', folder);
}

/** A fresh random file name (128 bits); the client's own name is never used. */
export const randomFileName = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`;

/** Writes a new file (never overwrites) with mode 0600. */
export async function writeUpload(
  dataDir: string,
  fileName: string,
  bytes: Buffer,
  folder: UploadFolder = 'feedback',
): Promise<void> {
  const dir = uploadsDir(dataDir, folder);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.promises.writeFile(path.join(dir, fileName), bytes, { flag: 'wx', mode: 0o600 });
}

export async function removeUpload(
  dataDir: string,
  fileName: string,
  folder: UploadFolder = 'feedback',
): Promise<void> {
  await fs.promises.rm(path.join(uploadsDir(dataDir, folder), fileName), { force: true });
}

export async function readUpload(
  dataDir: string,
  fileName: string,
  folder: UploadFolder = 'feedback',
): Promise<Buffer | undefined> {
  // Names come from the database and are ours; refuse anything that is not one of them all the same.
  if (!/^[0-9a-f]{32}\.(png|jpg)$/.test(fileName)) return undefined;
  try {
    return await fs.promises.readFile(path.join(uploadsDir(dataDir, folder), fileName));
  } catch {
    return undefined;
  }
}
