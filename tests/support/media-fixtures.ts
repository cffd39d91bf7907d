import sharp from 'sharp';

/** Pictures and videos for upload tests, made on the spot (nothing is downloaded). */

/** A real PNG of the given size and colour. */
export const pngOf = (width: number, height: number, background = '#3366CC') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

function box(type: string, ...contents: Uint8Array[]): Buffer {
  const body = Buffer.concat(contents);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/**
 * A minimal MP4 (or QuickTime with `brand` 'qt  ') whose movie header says `seconds` long, with a track header of
 * the given picture size: enough structure for a container parser, no frames to decode.
 */
export function movieOf(seconds: number, { brand = 'isom', width = 640, height = 360, version = 0 as 0 | 1 } = {}): Buffer {
  const timescale = 1000;
  const units = Math.round(seconds * timescale);
  const mvhd =
    version === 0
      ? Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.alloc(8), u32(timescale), u32(units), Buffer.alloc(80)])
      : Buffer.concat([Buffer.from([1, 0, 0, 0]), Buffer.alloc(16), u32(timescale), u64(units), Buffer.alloc(80)]);
  const tkhd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.alloc(76), u32(width * 65536), u32(height * 65536)]);
  return Buffer.concat([box('ftyp', Buffer.from(brand, 'latin1'), u32(0), Buffer.from(brand, 'latin1')), box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd))), box('mdat', Buffer.alloc(64))]);
}

function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0, 0);
  return b;
}

function u64(n: number) {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n), 0);
  return b;
}
