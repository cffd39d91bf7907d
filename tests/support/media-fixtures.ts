import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Pictures and videos for upload tests, made on the spot (nothing is downloaded). */

/** A real PNG of the given size and colour. */
export const pngOf = (width: number, height: number, background = '#3366CC') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

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
export function movieOf(
  seconds: number,
  { brand = 'isom', width = 640, height = 360, version = 0 as 0 | 1 } = {},
): Buffer {
  const timescale = 1000;
  const units = Math.round(seconds * timescale);
  const mvhd =
    version === 0
      ? Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.alloc(8), u32(timescale), u32(units), Buffer.alloc(80)])
      : Buffer.concat([Buffer.from([1, 0, 0, 0]), Buffer.alloc(16), u32(timescale), u64(units), Buffer.alloc(80)]);
  const tkhd = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.alloc(76), u32(width * 65536), u32(height * 65536)]);
  return Buffer.concat([
    box('ftyp', Buffer.from(brand, 'latin1'), u32(0), Buffer.from(brand, 'latin1')),
    box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd))),
    box('mdat', Buffer.alloc(64)),
  ]);
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

/**
 * A PNG whose header says `width` x `height` while its pixel data is a 1x1 picture's: what an attacker sends to
 * make a server decode a huge picture, and enough for every check that reads only the header (nothing decodes it).
 */
export async function pngHeaderOf(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(1, 1));
  // The IHDR chunk: length (8), type (12), width (16), height (20), ..., its CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Words a photo's metadata carries that must never reach the audience. */
export const PHOTO_METADATA = {
  make: 'LeakyCam',
  model: 'Model 7 Pro',
  artist: 'Jane Private Doe',
  copyright: 'Jane at 12 Elm Street',
} as const;

/** A JPEG as a phone writes it: camera, author and the place it was taken (GPS) in its EXIF. */
export const photoWithMetadata = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#88aa55' } })
    .withExif({
      IFD0: {
        Make: PHOTO_METADATA.make,
        Model: PHOTO_METADATA.model,
        Artist: PHOTO_METADATA.artist,
        Copyright: PHOTO_METADATA.copyright,
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 44/1 55/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 59/1 11/1',
      },
    })
    .jpeg()
    .toBuffer();

/** A picture's metadata as a reader of the served file finds it: EXIF, XMP, IPTC, and the words of PHOTO_METADATA in its bytes. */
export async function metadataLeft(bytes: Buffer): Promise<string[]> {
  const meta = await sharp(bytes).metadata();
  const blocks = (['exif', 'xmp', 'iptc'] as const).filter((key) => meta[key] !== undefined);
  const text = bytes.toString('latin1');
  return [...blocks, ...Object.values(PHOTO_METADATA).filter((word) => text.includes(word))];
}
