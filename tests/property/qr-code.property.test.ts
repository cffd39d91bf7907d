import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import jsQR from 'jsqr';
import { QR_QUIET_ZONE, qrSvgPath, qrSymbol } from '../../src/domain/qr-code';

/** Paints the symbol as the SVG does (quiet zone white, dark modules black) into RGBA pixels, `scale` px per module. */
function rasterize(text: string, scale = 4) {
  const symbol = qrSymbol(text);
  const side = (symbol.size + 2 * QR_QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < symbol.size; y += 1)
    for (let x = 0; x < symbol.size; x += 1)
      if (symbol.dark(x, y))
        for (let dy = 0; dy < scale; dy += 1)
          for (let dx = 0; dx < scale; dx += 1) {
            const at = (((y + QR_QUIET_ZONE) * scale + dy) * side + (x + QR_QUIET_ZONE) * scale + dx) * 4;
            data[at] = data[at + 1] = data[at + 2] = 0;
          }
  return { data, side };
}

const shortLink = fc
  .tuple(
    fc.constantFrom('https://lnk.example', 'http://127.0.0.1:8080', 'https://go.linkmint.app'),
    fc.stringMatching(/^[A-Za-z0-9]{7,12}$/),
  )
  .map(([base, code]) => `${base}/s/${code}`);

describe('QR codes of links', () => {
  test.prop([fc.oneof(shortLink, fc.webUrl({ withQueryParameters: true }))], { numRuns: 40 })(
    'a scanner reads back exactly the link',
    (url) => {
      const { data, side } = rasterize(url);
      expect(jsQR(data, side, side)?.data).toBe(url);
    },
  );

  test.prop([shortLink], { numRuns: 40 })(
    'the path draws one unit square per dark module, inside the quiet zone',
    (url) => {
      const symbol = qrSymbol(url);
      const { side, d } = qrSvgPath(symbol);
      expect(side).toBe(symbol.size + 2 * QR_QUIET_ZONE);
      let dark = 0;
      for (let y = 0; y < symbol.size; y += 1)
        for (let x = 0; x < symbol.size; x += 1) if (symbol.dark(x, y)) dark += 1;
      const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
      expect(squares).toHaveLength(dark);
      for (const [, x, y] of squares) {
        expect(Number(x)).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
        expect(Number(y)).toBeLessThan(side - QR_QUIET_ZONE);
      }
    },
  );
});
