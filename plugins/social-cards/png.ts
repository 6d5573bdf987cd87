/**
 * PNG in and out, enough for the cards: read Chromium's 8-bit RGB or RGBA screenshot (or an indexed PNG), and
 * write an indexed PNG of at most 256 colours. A card is flat colour and anti-aliased text, ~600 colours of which
 * the 256 most frequent cover 99.8 % of the pixels, so indexing keeps it visibly the same at half the size or less.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** Pixels as 8-bit RGB triples, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes a non-interlaced 8-bit PNG of colour type 2 (RGB), 6 (RGBA, alpha dropped) or 3 (indexed). */
export function decodePng(png: Uint8Array): RgbImage {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let pos = 8; pos + 8 <= buf.length;) {
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colorType = data[9]!;
      if (data[8] !== 8 || data[12] !== 0 || ![2, 3, 6].includes(colorType)) {
        throw new Error(
          `unsupported PNG: bit depth ${data[8]}, colour type ${colorType}, interlace ${data[12]}`,
        );
      }
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + length;
  }
  const bpp = colorType === 6 ? 4 : colorType === 2 ? 3 : 1;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== height * (stride + 1)) throw new Error('PNG image data has the wrong length');
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? pixels[row + x - bpp]! : 0;
      const b = y > 0 ? pixels[row - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? pixels[row - stride + x - bpp]! : 0;
      const predicted =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      pixels[row + x] = (raw[line + x]! + predicted) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    if (colorType === 3) {
      const index = pixels[i]!;
      if (!palette || index * 3 + 2 >= palette.length) throw new Error('PNG palette index out of range');
      rgb.set(palette.subarray(index * 3, index * 3 + 3), i * 3);
    } else {
      rgb.set(pixels.subarray(i * bpp, i * bpp + 3), i * 3);
    }
  }
  return { width, height, rgb };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The colours of the palette: every colour when there are at most `maxColors`, else the most frequent ones
 * (a flat design's fills and the steps of its anti-aliasing); every other colour is drawn as its nearest.
 */
export function paletteOf(image: RgbImage, maxColors = 256): number[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.rgb.length; i += 3) {
    const key = (image.rgb[i]! << 16) | (image.rgb[i + 1]! << 8) | image.rgb[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, maxColors)
    .map(([key]) => key);
}

/** Encodes the image as an indexed PNG (colour type 3) of at most `maxColors` (≤ 256) colours. */
export function encodeIndexedPng(image: RgbImage, maxColors = 256): Buffer {
  const { width, height, rgb } = image;
  const palette = paletteOf(image, Math.min(maxColors, 256));
  const indexOf = new Map(palette.map((key, i) => [key, i]));
  const nearest = (key: number): number => {
    let best = 0;
    let bestDistance = Infinity;
    const [r, g, b] = [key >> 16, (key >> 8) & 0xff, key & 0xff];
    palette.forEach((p, i) => {
      const d = (r - (p >> 16)) ** 2 + (g - ((p >> 8) & 0xff)) ** 2 + (b - (p & 0xff)) ** 2;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    });
    indexOf.set(key, best);
    return best;
  };
  // Filter type 0 on every row: the PNG specification's advice for indexed images.
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const key = (rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!;
      raw[y * (width + 1) + 1 + x] = indexOf.get(key) ?? nearest(key);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((key, i) => plte.set([key >> 16, (key >> 8) & 0xff, key & 0xff], i * 3));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
