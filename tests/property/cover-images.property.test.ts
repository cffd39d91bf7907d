import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { sniffImageType } from '../../server/uploaded-pictures';

const SIGNATURES: Array<[type: string, make: (rest: Uint8Array) => Uint8Array]> = [
  ['image/jpeg', (rest) => Uint8Array.of(0xff, 0xd8, 0xff, ...rest)],
  ['image/png', (rest) => Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest)],
  [
    'image/webp',
    (rest) => Uint8Array.of(...Buffer.from('RIFF'), ...rest.slice(0, 4), ...Buffer.from('WEBP'), ...rest.slice(4)),
  ],
];
const rest = fc.uint8Array({ minLength: 4, maxLength: 64 });

describe('cover pictures are recognised by their bytes', () => {
  it.prop([fc.constantFrom(...SIGNATURES), rest])(
    'a JPEG, PNG or WebP signature is recognised whatever follows it',
    ([type, make], tail) => {
      expect(sniffImageType(make(tail))).toBe(type);
    },
  );

  it.prop([fc.uint8Array({ maxLength: 64 })])('bytes without one of the three signatures are refused', (bytes) => {
    const signed = [
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ].some((sig) => sig.every((b, i) => bytes[i] === b));
    const webp =
      Buffer.from(bytes.slice(0, 4)).toString('latin1') === 'RIFF' &&
      Buffer.from(bytes.slice(8, 12)).toString('latin1') === 'WEBP';
    fc.pre(!signed && !webp);
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it.prop([fc.constantFrom('GIF89a', 'GIF87a', '<svg ', '<?xml', 'BM', '%PDF-', 'II*\u0000')])(
    'other picture and document formats are refused',
    (head) => {
      expect(sniffImageType(Buffer.from(`${head}rest of the file`, 'latin1'))).toBeUndefined();
    },
  );
});
