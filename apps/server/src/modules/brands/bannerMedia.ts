import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BANNER_LIMITS, BANNER_MEDIA_PATH } from '@lotus/contracts';
import { AppError } from '../../lib/errors';
import { detectImage } from '../feedback/images';

/**
 * Banner pictures uploaded by operators: checked by content (PNG or JPEG, like feedback pictures),
 * stored in DATA_DIR/uploads/banners/<random>.<png|jpg> and served to everyone at BANNER_MEDIA_PATH
 * (they are the site's own pictures). Files are never overwritten nor removed: a banner's history
 * in the audit log keeps pointing at a real picture.
 */
const dirOf = (dataDir: string) => path.join(dataDir, 'uploads', 'banners');
const NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Stores a data-URL picture and answers its public path; anything but a whole PNG or JPEG is refused. */
export async function storeBannerImage(dataDir: string, dataUrl: string): Promise<string> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BANNER_LIMITS.maxImageBytes)
    throw new AppError('validation_failed', `The picture is over ${BANNER_LIMITS.maxImageBytes} bytes`, 'image');
  const image = detectImage(bytes);
  if (!image) throw new AppError('validation_failed', 'The picture is not a whole PNG or JPEG', 'image');
  const name = `${crypto.randomBytes(16).toString('hex')}.${image.extension}`;
  const dir = dirOf(dataDir);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return BANNER_MEDIA_PATH.replace(':name', name);
}

/** A stored picture by its file name, or undefined. */
export async function readBannerImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!NAME.test(name)) return undefined;
  try {
    const bytes = await fs.promises.readFile(path.join(dirOf(dataDir), name));
    return { bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch {
    return undefined;
  }
}
