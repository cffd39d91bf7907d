import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  COLLAGE_CANVAS,
  COLLAGE_STYLES,
  layoutCollage,
  MAX_COLLAGE_ITEMS,
  MAX_COLLAGE_SPACING,
  MIN_COLLAGE_ITEMS,
  partition,
  type CollageTilePlacement,
} from '../../src/domain/collage-layout';

/** The automatic collage layout: whatever the pictures' shapes, style and spacing, the tiles are a clean placement. */

const aspect = fc.oneof(
  fc.double({ min: 0.05, max: 20, noNaN: true }),
  fc.constantFrom(1, 0.75, 4 / 3, 9 / 16, 16 / 9, 0.25, 4),
  // Pictures whose header gives no usable size.
  fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY),
);
const pictures = fc
  .uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: MIN_COLLAGE_ITEMS, maxLength: MAX_COLLAGE_ITEMS })
  .chain((ids) => fc.tuple(...ids.map((id) => aspect.map((a) => ({ id, aspect: a })))));
const options = fc.record({
  style: fc.constantFrom(...COLLAGE_STYLES),
  spacing: fc.integer({ min: 0, max: MAX_COLLAGE_SPACING }),
  canvas: fc.oneof(
    fc.constant(COLLAGE_CANVAS),
    fc.record({ width: fc.integer({ min: 400, max: 2400 }), height: fc.integer({ min: 400, max: 2400 }) }),
  ),
});

const overlap = (a: CollageTilePlacement, b: CollageTilePlacement) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('collage layout', () => {
  it.prop([pictures, options])('places every product exactly once, in the order given', (given, opts) => {
    const layout = layoutCollage(given, opts);
    expect(layout.tiles.map((tile) => tile.id)).toEqual(given.map((p) => p.id));
  });

  it.prop([pictures, options])(
    'keeps every tile inside the canvas, with whole pixels and a real size',
    (given, opts) => {
      const layout = layoutCollage(given, opts);
      expect({ width: layout.width, height: layout.height }).toEqual(opts.canvas);
      for (const tile of layout.tiles) {
        for (const value of [tile.x, tile.y, tile.width, tile.height]) expect(Number.isInteger(value)).toBe(true);
        expect(tile.width).toBeGreaterThanOrEqual(1);
        expect(tile.height).toBeGreaterThanOrEqual(1);
        expect(tile.x).toBeGreaterThanOrEqual(0);
        expect(tile.y).toBeGreaterThanOrEqual(0);
        expect(tile.x + tile.width).toBeLessThanOrEqual(layout.width);
        expect(tile.y + tile.height).toBeLessThanOrEqual(layout.height);
      }
    },
  );

  it('gives every tile room when wide spacing on a small canvas rules out many rows (a case fast-check found)', () => {
    const tall = ['a', 'b', '0', 'c', '1', '2', '3', '4', 'd'].map((id, i) => ({ id, aspect: i % 3 === 0 ? 0.05 : 0 }));
    const layout = layoutCollage(tall, { style: 'mosaic', spacing: 41, canvas: { width: 400, height: 400 } });
    expect(layout.tiles).toHaveLength(9);
    for (const tile of layout.tiles) {
      expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(1);
      expect(Math.max(tile.x + tile.width, tile.y + tile.height)).toBeLessThanOrEqual(400 - 41);
    }
  });

  it.prop([pictures, options])('never lets two tiles overlap', (given, opts) => {
    const { tiles } = layoutCollage(given, opts);
    for (let i = 0; i < tiles.length; i += 1) {
      for (let j = i + 1; j < tiles.length; j += 1)
        expect(overlap(tiles[i]!, tiles[j]!), `${tiles[i]!.id} and ${tiles[j]!.id}`).toBe(false);
    }
  });

  it.prop([pictures, options])('keeps at least the spacing between tiles and from the edges', (given, opts) => {
    const { tiles, width, height } = layoutCollage(given, opts);
    for (const tile of tiles) {
      expect(
        Math.min(tile.x, tile.y, width - tile.x - tile.width, height - tile.y - tile.height),
      ).toBeGreaterThanOrEqual(opts.spacing);
    }
    for (const a of tiles) {
      for (const b of tiles) {
        if (a === b) continue;
        const grown = {
          ...a,
          x: a.x - opts.spacing,
          y: a.y - opts.spacing,
          width: a.width + 2 * opts.spacing,
          height: a.height + 2 * opts.spacing,
        };
        // Grown by less than the spacing (one pixel less), a tile still does not reach another.
        const almost = {
          ...grown,
          x: grown.x + 1,
          y: grown.y + 1,
          width: Math.max(1, grown.width - 2),
          height: Math.max(1, grown.height - 2),
        };
        expect(overlap(almost, b)).toBe(false);
      }
    }
  });

  it.prop([pictures, options])('is the same for the same input and says what it chose', (given, opts) => {
    const layout = layoutCollage(given, opts);
    expect(layoutCollage(given, opts)).toEqual(layout);
    expect(layout.note).toMatch(/chosen automatically\.$/);
  });

  it.prop([
    fc.integer({ min: 0, max: 5000 }),
    fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 12 }),
  ])('partitions a length into whole parts that add up exactly', (total, weights) => {
    const parts = partition(total, weights);
    expect(parts).toHaveLength(weights.length);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    for (const part of parts) expect(Number.isInteger(part) && part >= (total >= weights.length ? 1 : 0)).toBe(true);
  });

  it('chooses from the shapes: upright pictures get more columns than wide ones in a grid', () => {
    const upright = layoutCollage(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, aspect: 0.5 })),
      { style: 'grid', spacing: 12 },
    );
    const wide = layoutCollage(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, aspect: 2 })),
      { style: 'grid', spacing: 12 },
    );
    expect(upright.tiles[0]!.width / upright.tiles[0]!.height).toBeLessThan(
      wide.tiles[0]!.width / wide.tiles[0]!.height,
    );
    expect(upright.note).toContain('mostly upright');
    expect(wide.note).toContain('mostly wide');
  });
});
