import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  chunks,
  COMBINED_LINK_MIN_PRODUCTS,
  combinedLinkProblem,
  countOf,
  selectionChanges,
  toggleSelection,
} from '../../src/domain/link-pages';
import {
  clampCrop,
  initialCrop,
  MAX_ZOOM,
  maxCropSize,
  minCropSize,
  moveCrop,
  outputSide,
  resizeCrop,
  zoomCrop,
  zoomOf,
  type CropSquare,
  type ImageSize,
} from '../../src/domain/image-crop';

const ids = fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 7 });
const image = fc.record({ width: fc.integer({ min: 1, max: 6000 }), height: fc.integer({ min: 1, max: 6000 }) });
const anyNumber = fc.oneof(
  fc.double({ min: -1e5, max: 1e5, noNaN: true }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
);
type Step =
  { kind: 'move'; dx: number; dy: number } | { kind: 'resize'; delta: number } | { kind: 'zoom'; zoom: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    dx: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
    dy: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('resize' as const), delta: fc.double({ min: -1e4, max: 1e4, noNaN: true }) }),
  fc.record({
    kind: fc.constant('zoom' as const),
    zoom: fc.oneof(fc.double({ min: -2, max: 20, noNaN: true }), fc.constant(Number.NaN)),
  }),
);

function inside(crop: CropSquare, img: ImageSize) {
  const eps = 1e-6;
  expect(crop.x).toBeGreaterThanOrEqual(0);
  expect(crop.y).toBeGreaterThanOrEqual(0);
  expect(crop.x + crop.size).toBeLessThanOrEqual(img.width + eps);
  expect(crop.y + crop.size).toBeLessThanOrEqual(img.height + eps);
  expect(crop.size).toBeGreaterThanOrEqual(minCropSize(img) - eps);
  expect(crop.size).toBeLessThanOrEqual(maxCropSize(img) + eps);
}

describe('selections of products', () => {
  it.prop([ids, fc.constantFrom('a', 'b', 'h'), fc.integer({ min: 0, max: 8 })])(
    'a toggle adds at the end or removes, never twice, never past the limit',
    (selected, id, max) => {
      const after = toggleSelection(selected, id, max);
      expect(new Set(after).size).toBe(after.length);
      if (selected.includes(id)) expect(after).toEqual(selected.filter((s) => s !== id));
      else if (selected.length < max) expect(after).toEqual([...selected, id]);
      else expect(after).toEqual(selected);
    },
  );

  it.prop([ids, ids])('the changes sent turn the collection held into the one ticked', (initial, selected) => {
    const { add, remove } = selectionChanges(initial, selected);
    const result = new Set([...initial.filter((id) => !remove.includes(id)), ...add]);
    expect([...result].sort()).toEqual([...selected].sort());
    expect(add.some((id) => remove.includes(id))).toBe(false);
  });

  it.prop([fc.array(fc.integer(), { maxLength: 450 }), fc.integer({ min: 1, max: 120 })])(
    'chunks keep every item in order, none larger than asked',
    (items, size) => {
      const parts = chunks(items, size);
      expect(parts.flat()).toEqual(items);
      for (const part of parts) (expect(part.length).toBeGreaterThan(0), expect(part.length).toBeLessThanOrEqual(size));
    },
  );
});

describe('a new combined link', () => {
  it.prop([fc.string({ maxLength: 12 }), fc.nat({ max: 60 })])(
    'can be created exactly with a title and enough products; otherwise says what is missing',
    (title, count) => {
      const problem = combinedLinkProblem(title, count);
      expect(problem === null).toBe(title.trim() !== '' && count >= COMBINED_LINK_MIN_PRODUCTS);
      if (title.trim() === '') expect(problem).toBe('Give the page a title.');
      else if (count === COMBINED_LINK_MIN_PRODUCTS - 1) expect(problem).toBe('Tick 1 more product.');
    },
  );
});

describe('counts', () => {
  it.prop([fc.nat(), fc.constantFrom('product', 'visit', 'click')])(
    'say the number, then the word, plural unless one',
    (n, word) => {
      expect(countOf(n, word)).toBe(n === 1 ? `1 ${word}` : `${n} ${word}s`);
    },
  );
});

describe('the image editor’s crop square', () => {
  it.prop([image])('starts as the largest centred square, at zoom 1', (img) => {
    const crop = initialCrop(img);
    inside(crop, img);
    expect(crop.size).toBe(maxCropSize(img));
    expect(zoomOf(crop, img)).toBe(1);
  });

  it.prop([image, fc.array(step, { maxLength: 25 })])(
    'stays a square inside the image after any drags, resizes and zooms',
    (img, steps) => {
      let crop = initialCrop(img);
      for (const s of steps) {
        crop =
          s.kind === 'move'
            ? moveCrop(crop, img, s.dx, s.dy)
            : s.kind === 'resize'
              ? resizeCrop(crop, img, s.delta)
              : zoomCrop(crop, img, s.zoom);
        inside(crop, img);
        expect(zoomOf(crop, img)).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(zoomOf(crop, img)).toBeLessThanOrEqual(maxCropSize(img) / minCropSize(img) + 1e-9);
        expect(outputSide(crop)).toBeGreaterThanOrEqual(1);
        expect(outputSide(crop)).toBeLessThanOrEqual(1080);
      }
    },
  );

  it.prop([image, fc.record({ x: anyNumber, y: anyNumber, size: anyNumber })])(
    'clamps any square, even from nonsense numbers',
    (img, crop) => {
      inside(clampCrop(crop, img), img);
    },
  );

  it.prop([image, fc.double({ min: 1, max: MAX_ZOOM, noNaN: true })])(
    'zooming in keeps the centre where the square has room',
    (img, zoom) => {
      const start = initialCrop(img);
      const zoomed = zoomCrop(start, img, zoom);
      if (maxCropSize(img) / zoom >= minCropSize(img)) {
        expect(zoomed.x + zoomed.size / 2).toBeCloseTo(start.x + start.size / 2, 6);
        expect(zoomed.y + zoomed.size / 2).toBeCloseTo(start.y + start.size / 2, 6);
        expect(zoomOf(zoomed, img)).toBeCloseTo(zoom, 6);
      }
    },
  );
});
