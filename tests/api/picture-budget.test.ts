import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_BUDGET_MESSAGES } from '../../server/picture-budget';
import { MAX_PICTURE_SIDE, MEDIA_MESSAGES } from '../../src/domain/media-limits';
import { movieOf, pngHeaderOf, pngOf } from '../support/media-fixtures';
import { creatorPagesServer, type CreatorPagesServer } from './creator-pages-support';

/**
 * What converting pictures may cost (server/picture-budget.ts, picture-encoding.ts): a picture's size is read from
 * its header and held to the limit before anything is decoded, and a shop has a budget of megapixels a minute per
 * process, charged before the first picture of a request is converted, so a refused request stores nothing.
 */

/** update_collection with a cover, as the app sends it. */
async function coverUpload(ctx: CreatorPagesServer, token: string, name: string, cover: Uint8Array) {
  const form = new FormData();
  form.set('name', name);
  form.set('cover', new Blob([Buffer.from(cover)]), 'cover.png');
  const res = await fetch(`${ctx.server.url}/app/update_collection`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { ...((await res.json()) as { code: number; message: string }), status: res.status };
}

/** Asserts a refused upload: status and sentence, no event, no file under MEDIA_DIR. */
async function expectNothingStored(
  ctx: CreatorPagesServer,
  call: () => Promise<{ status: number; message: string }>,
  status: number,
  message: string | RegExp,
) {
  const events = await ctx.api.eventCount();
  const files = readdirSync(ctx.mediaDir).length;
  const res = await call();
  expect(res.status, res.message).toBe(status);
  if (typeof message === 'string') expect(res.message).toBe(message);
  else expect(res.message).toMatch(message);
  expect(await ctx.api.eventCount()).toBe(events);
  expect(readdirSync(ctx.mediaDir).length).toBe(files);
}

describe.each(['pglite', 'postgres'] as const)('picture conversion costs (%s)', (kind) => {
  describe('with the default budget (800 megapixels a minute)', () => {
    const ctx = creatorPagesServer(kind);

    it('names the pixel limit of a picture too large, read from its header before anything is decoded', async () => {
      const creator = await ctx.api.creator('jane-20');
      const huge = await pngHeaderOf(30_000, 30_000);
      const message = MEDIA_MESSAGES.pictureTooBig('huge.png', 30_000, 30_000);
      expect(message).toBe(
        `huge.png is 30000 x 30000 pixels; pictures can be at most ${MAX_PICTURE_SIDE} pixels on a side.`,
      );
      await expectNothingStored(
        ctx,
        () => ctx.api.upload(creator.token, [{ name: 'huge.png', bytes: huge }]),
        400,
        message,
      );
      await expectNothingStored(
        ctx,
        () => coverUpload(ctx, creator.token, 'Huge', huge),
        400,
        MEDIA_MESSAGES.pictureTooBig('The cover', 30_000, 30_000),
      );
    });

    it('refuses with 429 an upload of more megapixels than a minute allows, before converting any, and stores none of it', async () => {
      const creator = await ctx.api.creator('jane-20');
      // Thirteen pictures of 8000 x 8000 (832 megapixels): a few hundred bytes each, seconds of CPU each to convert.
      // Their pixel data would not even decode: the refusal comes from their headers alone.
      const largest = await pngHeaderOf(MAX_PICTURE_SIDE, MAX_PICTURE_SIDE);
      const files = Array.from({ length: 13 }, (_, i) => ({ name: `big-${i}.png`, bytes: largest }));
      await expectNothingStored(
        ctx,
        () => ctx.api.upload(creator.token, files),
        429,
        PICTURE_BUDGET_MESSAGES.tooMuchAtOnce(832, 800),
      );
      // A refused request takes nothing from the budget.
      const fine = await ctx.api.upload(creator.token, [{ name: 'fine.png', bytes: await pngOf(800, 600) }]);
      expect(fine.status, fine.message).toBe(200);
    });
  });

  describe('with a budget of 1 megapixel a minute', () => {
    const ctx = creatorPagesServer(kind, { PICTURE_MEGAPIXELS_PER_MINUTE: '1' });

    it('charges every upload of the shop (media, covers) and refuses with 429 once spent; videos and other shops go on', async () => {
      const jane = await ctx.api.creator('jane-20');
      const photo = await pngOf(1000, 600);
      const first = await ctx.api.upload(jane.token, [{ name: 'first.png', bytes: photo }]);
      expect(first.status, first.message).toBe(200);
      // The wait it names is what is left of the minute since the first upload.
      const [before, after] = PICTURE_BUDGET_MESSAGES.spent(1, 99)
        .split('99')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const spent = new RegExp(`^${before}([1-9]|[1-5][0-9]|60)${after}$`);
      await expectNothingStored(
        ctx,
        () => ctx.api.upload(jane.token, [{ name: 'second.png', bytes: photo }]),
        429,
        spent,
      );
      const covers = await ctx.server.services.database.query<{ n: number }>(
        'select count(*)::int as n from collection_cover_images',
      );
      await expectNothingStored(ctx, () => coverUpload(ctx, jane.token, 'Summer', photo), 429, spent);
      expect(
        (
          await ctx.server.services.database.query<{ n: number }>(
            'select count(*)::int as n from collection_cover_images',
          )
        ).rows,
      ).toEqual(covers.rows);
      // Converting nothing, a video costs no budget.
      const clip = await ctx.api.upload(jane.token, [{ name: 'clip.mp4', bytes: movieOf(5) }]);
      expect(clip.status, clip.message).toBe(200);
      const john = await ctx.api.creator('john-20');
      const other = await coverUpload(ctx, john.token, 'Winter', photo);
      expect(other.status, other.message).toBe(200);
    });
  });
});
