import zlib from 'node:zlib';

export interface DetectedImage {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 20_000;

/**
 * A PNG by its content: the signature, then a well-formed chunk sequence (lengths inside the file,
 * every CRC right) from IHDR to IEND. A truncated or altered file fails.
 */
function readPng(b: Buffer): DetectedImage | undefined {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let at = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; at + 12 <= b.length; index++) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return undefined;
    if (index === 0 && (type !== 'IHDR' || length !== 13)) return undefined;
    const crc = b.readUInt32BE(at + 8 + length);
    if (zlib.crc32(b.subarray(at + 4, at + 8 + length)) !== crc) return undefined;
    if (type === 'IHDR') {
      width = b.readUInt32BE(at + 8);
      height = b.readUInt32BE(at + 12);
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (!sawData || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
      return { contentType: 'image/png', extension: 'png', width, height };
    }
    at = end;
  }
  return undefined;
}

/**
 * A JPEG by its content: SOI, a chain of well-formed marker segments with a frame header (SOF) before
 * the scan (SOS), and the EOI marker at the end (trailing zero padding allowed).
 */
function readJpeg(b: Buffer): DetectedImage | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined;
  let last = b.length;
  while (last > 2 && b[last - 1] === 0x00) last--;
  if (b[last - 2] !== 0xff || b[last - 1] !== 0xd9) return undefined;
  let at = 2;
  let width = 0;
  let height = 0;
  while (at + 4 <= last) {
    if (b[at] !== 0xff) return undefined;
    let marker = b[at + 1]!;
    while (marker === 0xff && at + 2 < last) marker = b[++at + 1]!; // fill bytes
    if (marker >= 0xd0 && marker <= 0xd7) return undefined; // restart markers outside a scan
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > last) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return undefined;
      height = b.readUInt16BE(at + 5);
      width = b.readUInt16BE(at + 7);
    }
    if (marker === 0xda) {
      if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
      // Entropy-coded data follows up to EOI; it must hold at least one byte.
      return at + 2 + length < last - 2 ? { contentType: 'image/jpeg', extension: 'jpg', width, height } : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

/** What the bytes are (PNG or JPEG), ignoring any name or declared type; undefined for anything else. */
export function detectImage(bytes: Buffer): DetectedImage | undefined {
  return readPng(bytes) ?? readJpeg(bytes);
}
