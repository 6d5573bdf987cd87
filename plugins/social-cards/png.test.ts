import { deflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { decodePng, encodeIndexedPng, paletteOf, type RgbImage } from './png';

/** A width x height image whose pixel (x, y) is colour(x, y) as [r, g, b]. */
function image(width: number, height: number, colour: (x: number, y: number) => number[]): RgbImage {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(colour(x, y), (y * width + x) * 3);
  return { width, height, rgb };
}

describe('encodeIndexedPng and decodePng', () => {
  it('keep an image of at most 256 colours exactly', () => {
    // 16 x 16 distinct colours, some of them repeated.
    const original = image(40, 30, (x, y) => [(x % 16) * 16, (y % 16) * 16, 7]);
    expect(paletteOf(original, 1000)).toHaveLength(256);
    const png = encodeIndexedPng(original);
    expect(png[25], 'colour type 3 (indexed)').toBe(3);
    const back = decodePng(png);
    expect({ width: back.width, height: back.height }).toEqual({ width: 40, height: 30 });
    expect(Buffer.from(back.rgb).equals(Buffer.from(original.rgb))).toBe(true);
  });

  it('draw a colour beyond the palette as its nearest, keeping the most frequent colours exactly', () => {
    // Two flat halves (the frequent colours) and one odd pixel of a colour close to the dark half.
    const original = image(16, 8, (x, y) =>
      x === 3 && y === 3 ? [14, 20, 50] : x < 8 ? [12, 18, 48] : [255, 255, 255],
    );
    const back = decodePng(encodeIndexedPng(original, 2));
    expect([...back.rgb.subarray((3 * 16 + 3) * 3, (3 * 16 + 3) * 3 + 3)]).toEqual([12, 18, 48]);
    expect([...back.rgb.subarray(0, 3)]).toEqual([12, 18, 48]);
    expect([...back.rgb.subarray(15 * 3, 15 * 3 + 3)]).toEqual([255, 255, 255]);
  });

  it('read an RGB PNG written with every row filter', () => {
    const width = 5;
    const height = 5;
    const original = image(width, height, (x, y) => [x * 40, y * 50, 200 - x * y * 7]);
    // Filters 0–4 on rows 0–4, each computed as the PNG specification defines it.
    const stride = width * 3;
    const raw = Buffer.alloc(height * (stride + 1));
    const at = (x: number, y: number) => (x < 0 || y < 0 ? 0 : original.rgb[y * stride + x]!);
    for (let y = 0; y < height; y++) {
      raw[y * (stride + 1)] = y;
      for (let x = 0; x < stride; x++) {
        const [a, b, c] = [at(x - 3, y), at(x, y - 1), at(x - 3, y - 1)];
        const p = a + b - c;
        const paeth =
          Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
            ? a
            : Math.abs(p - b) <= Math.abs(p - c)
              ? b
              : c;
        const predicted = [0, a, b, (a + b) >> 1, paeth][y]!;
        raw[y * (stride + 1) + 1 + x] = (at(x, y) - predicted) & 0xff;
      }
    }
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(Buffer.from(decodePng(png).rgb).equals(Buffer.from(original.rgb))).toBe(true);
  });

  it('refuse what is not a PNG', () => {
    expect(() => decodePng(Buffer.from('GIF89a'))).toThrow('not a PNG file');
  });
});
