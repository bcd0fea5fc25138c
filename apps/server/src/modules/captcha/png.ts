import zlib from 'node:zlib';

/** An RGBA raster and a minimal PNG encoder (no native dependency). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export const createRaster = (width: number, height: number): Raster => ({
  width,
  height,
  data: new Uint8Array(width * height * 4),
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function encodePng(r: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(r.width, 0);
  header.writeUInt32BE(r.height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((r.width * 4 + 1) * r.height);
  for (let y = 0; y < r.height; y++) {
    rows[y * (r.width * 4 + 1)] = 0; // filter: none
    Buffer.from(r.data.buffer, r.data.byteOffset + y * r.width * 4, r.width * 4).copy(rows, y * (r.width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (r: Raster) => `data:image/png;base64,${encodePng(r).toString('base64')}`;
