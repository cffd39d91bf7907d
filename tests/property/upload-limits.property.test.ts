import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { albumProblem, MAX_ALBUM_TILES, TILE_MESSAGES } from '../../server/modules/galleries/gallery-tiles';
import {
  checkUpload,
  MAX_PICTURE_BYTES,
  MAX_UPLOAD_FILES,
  MAX_VIDEO_SECONDS,
  MEDIA_MESSAGES,
  readMovieHeader,
  sniffMediaType,
} from '../../server/modules/galleries/media-limits';
import { movieOf } from '../support/media-fixtures';

/** Spec §5's upload limits as the server checks them (the module's validation functions, before anything is stored). */

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = (name: string) => ({ name, bytes: PNG_HEAD });

describe('upload limits (spec §5)', () => {
  it.prop([fc.integer({ min: 0, max: 120 })])(
    'takes 1 to 52 files in one upload and refuses any other count',
    (count) => {
      const result = checkUpload(Array.from({ length: count }, (_, i) => picture(`p${i}.png`)));
      if (count === 0) expect(result).toEqual({ ok: false, message: MEDIA_MESSAGES.none });
      else if (count > MAX_UPLOAD_FILES) expect(result).toEqual({ ok: false, message: MEDIA_MESSAGES.tooMany(count) });
      else expect(result.ok && result.files.length).toBe(count);
    },
  );

  it.prop([
    fc.double({ min: 0, max: 600, noNaN: true }),
    fc.constantFrom('isom', 'mp42', 'qt  '),
    fc.constantFrom(0 as const, 1 as const),
  ])(
    'takes a video of at most 60 seconds by its movie header, whatever its brand or header version',
    (seconds, brand, version) => {
      const bytes = movieOf(seconds, { brand, version });
      const stated = Math.round(seconds * 1000) / 1000;
      expect(readMovieHeader(bytes)?.durationSeconds).toBeCloseTo(stated, 6);
      const result = checkUpload([{ name: 'clip', bytes }]);
      if (stated > MAX_VIDEO_SECONDS)
        expect(result).toEqual({ ok: false, message: MEDIA_MESSAGES.videoTooLong('clip', stated) });
      else expect(result.ok && result.files[0]?.type).toBe(brand === 'qt  ' ? 'video/quicktime' : 'video/mp4');
    },
  );

  // 72 bytes is the whole media data box of the fixture: a file cut right after its headers.
  it.prop([fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 1000 })], { examples: [[72, 0]] })(
    'refuses a movie cut short or padded with junk as unreadable',
    (cut, junk) => {
      const whole = movieOf(5);
      const damaged =
        cut < whole.length
          ? whole.subarray(0, whole.length - cut)
          : Buffer.concat([whole, Buffer.from([1, 2, 3]), Buffer.alloc(junk)]);
      expect(readMovieHeader(damaged)).toBeUndefined();
      expect(checkUpload([{ name: 'bad.mp4', bytes: damaged }])).toEqual({
        ok: false,
        message: MEDIA_MESSAGES.unreadableVideo('bad.mp4'),
      });
    },
  );

  it.prop([fc.uint8Array({ minLength: 1, maxLength: 64 })])(
    'names the type by the bytes only; anything unrecognised is refused with its name',
    (bytes) => {
      const type = sniffMediaType(bytes);
      const result = checkUpload([{ name: 'x.png', bytes }]);
      if (!type) expect(result).toEqual({ ok: false, message: MEDIA_MESSAGES.unsupported('x.png') });
      else expect(result.ok ? result.files[0]?.type : result.message).not.toBe(MEDIA_MESSAGES.unsupported('x.png'));
    },
  );

  it.prop([fc.integer({ min: -2, max: 2 })], { numRuns: 10 })('refuses a picture over 10 MB', (offset) => {
    const bytes = new Uint8Array(MAX_PICTURE_BYTES + offset);
    bytes.set(PNG_HEAD);
    const result = checkUpload([{ name: 'big.png', bytes }]);
    if (offset > 0) expect(result).toEqual({ ok: false, message: MEDIA_MESSAGES.pictureTooLarge('big.png') });
    else expect(result.ok && result.files[0]?.type).toBe('image/png');
  });

  it.prop([fc.integer({ min: 0, max: 60 })])('holds an album to 1 to 9 tiles', (count) => {
    expect(albumProblem(count)).toBe(
      count === 0 ? TILE_MESSAGES.none : count > MAX_ALBUM_TILES ? TILE_MESSAGES.tooMany(count) : null,
    );
  });
});
