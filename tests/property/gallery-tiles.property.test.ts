import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { togglePick } from '../../src/domain/collage-pages';
import { MAX_COLLAGE_ITEMS } from '../../src/domain/collage-layout';
import {
  addTiles,
  MAX_ALBUM_TILES,
  moveTile,
  tileInputs,
  TILE_MESSAGES,
  type AlbumMedia,
  type TileDraft,
} from '../../src/domain/gallery-tiles';

/** The editor's ordering and album rules (gallery tiles, collage picks): pure, so held to their invariants here. */

const mediaIds = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { maxLength: 20 });
const media = (id: string): AlbumMedia => ({ id, kind: 'image', url: `http://127.0.0.1/media/uploads/${id}.webp` });
const drafts = (ids: readonly string[]) => addTiles([], ids.map(media)).tiles;

describe('album tiles and collage picks', () => {
  it.prop([
    fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 30 }),
    fc.integer({ min: -3, max: 12 }),
    fc.integer({ min: -12, max: 12 }),
  ])(
    'moving a tile keeps every tile once and the others in their order, and lands it where asked within the album',
    (items, index, delta) => {
      const moved = moveTile(items, index, delta);
      expect([...moved].sort()).toEqual([...items].sort());
      if (index < 0 || index >= items.length) return void expect(moved).toEqual(items);
      const to = Math.max(0, Math.min(items.length - 1, index + delta));
      expect(moved[to]).toBe(items[index]);
      expect(moved.filter((_, i) => i !== to)).toEqual(items.filter((_, i) => i !== index));
      // Moving it back where it was restores the album.
      expect(moveTile(moved, to, index - to)).toEqual(items);
    },
  );

  it.prop([mediaIds, mediaIds])(
    'adding media never goes past 9 tiles, shows no file twice, keeps the album’s order and counts what was left out',
    (first, second) => {
      const start = drafts(first);
      const { tiles, left } = addTiles(start, second.map(media));
      const ids = tiles.map((t) => t.media.id);
      expect(tiles.length).toBeLessThanOrEqual(MAX_ALBUM_TILES);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, start.length)).toEqual(start.map((t) => t.media.id));
      const fresh = second.filter((id) => !start.some((t) => t.media.id === id));
      expect(tiles.length - start.length + left).toBe(fresh.length);
      expect(ids.slice(start.length)).toEqual(fresh.slice(0, tiles.length - start.length));
    },
  );

  it.prop([
    fc.array(
      fc.record({
        product: fc.boolean(),
        title: fc.constantFrom('', ' ', 'Coat'),
        address: fc.constantFrom('https://a.example/x', 'javascript:alert(1)', 'shop.example'),
      }),
      { maxLength: 12 },
    ),
  ])(
    'a draft is sent only whole: every tile led to a product or an http(s) address with a title, 1 to 9 tiles, else the first problem',
    (specs) => {
      const tiles: TileDraft[] = specs.map((s, i) => ({
        media: media(`m${i}`),
        title: s.title,
        link: s.product ? { kind: 'product', productId: `p${i}` } : { kind: 'url', url: s.address },
      }));
      const result = tileInputs(tiles);
      const fine = (t: TileDraft) =>
        t.link.kind === 'product' || (t.title.trim() !== '' && t.link.url.startsWith('https://'));
      if (tiles.length === 0) expect(result).toEqual({ ok: false, message: TILE_MESSAGES.none });
      else if (tiles.length > MAX_ALBUM_TILES)
        expect(result).toEqual({ ok: false, message: TILE_MESSAGES.tooMany(tiles.length) });
      else if (tiles.every(fine))
        expect(result.ok && result.tiles.map((t) => t.mediaId)).toEqual(tiles.map((t) => t.media.id));
      else
        expect(result.ok ? '' : result.message).toMatch(new RegExp(`Tile ${tiles.findIndex((t) => !fine(t)) + 1}\\b`));
    },
  );

  it.prop([
    fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'), { maxLength: 40 }),
    fc.integer({ min: 2, max: 12 }),
  ])(
    'ticking products keeps each once, in the order ticked, never more than the preference allows (and never more than 9)',
    (toggles, max) => {
      let picked: string[] = [];
      for (const id of toggles) {
        const was = picked.includes(id);
        const next = togglePick(picked, id, max);
        if (was) expect(next).toEqual(picked.filter((p) => p !== id));
        else expect(next).toEqual(picked.length < Math.min(max, MAX_COLLAGE_ITEMS) ? [...picked, id] : picked);
        picked = next;
        expect(new Set(picked).size).toBe(picked.length);
        expect(picked.length).toBeLessThanOrEqual(Math.min(max, MAX_COLLAGE_ITEMS));
      }
    },
  );
});
