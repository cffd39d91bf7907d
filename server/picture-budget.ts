import { tooManyRequests } from './errors';
import { slidingWindow } from './rate-limit';
import type { PictureSize } from './picture-encoding';

/**
 * How much picture conversion a shop may ask of a server process: PICTURE_MEGAPIXELS_PER_MINUTE megapixels in any
 * minute (decoding and writing a picture again costs CPU in proportion to its pixels, not its bytes: a flat
 * 8000 x 8000 PNG is a few hundred kB and seconds of work). Charged before any picture of a request is converted,
 * so a refused request stores nothing and costs nothing; counted per process, like the other in-memory limits.
 */

export const PICTURE_BUDGET_WINDOW_MS = 60_000;

const megapixels = (pixels: number) => Math.ceil(pixels / 100_000) / 10;

export const PICTURE_BUDGET_MESSAGES = {
  tooMuchAtOnce: (asked: number, limit: number) =>
    `These pictures come to ${asked} megapixels, more than the ${limit} megapixels a shop can have converted in a minute. Upload fewer or smaller pictures at a time.`,
  spent: (limit: number, seconds: number) =>
    `Your shop has had ${limit} megapixels of pictures converted in the last minute, the most it can. Try again in ${seconds} seconds.`,
};

export interface PictureBudget {
  /** Takes the pictures' pixels from the shop's budget, or refuses the whole request with 429 and a sentence. */
  charge(shopDomain: string, pictures: readonly PictureSize[], now: Date): void;
}

export function pictureBudget(megapixelsPerMinute: number): PictureBudget {
  const window = slidingWindow({ limit: megapixelsPerMinute * 1_000_000, windowMs: PICTURE_BUDGET_WINDOW_MS });
  return {
    charge(shopDomain, pictures, now) {
      const pixels = pictures.reduce((sum, p) => sum + p.width * p.height, 0);
      if (pixels === 0) return;
      const wait = window.take(shopDomain, now, pixels);
      if (wait === Infinity)
        throw tooManyRequests(PICTURE_BUDGET_MESSAGES.tooMuchAtOnce(megapixels(pixels), megapixelsPerMinute));
      if (wait !== undefined)
        throw tooManyRequests(PICTURE_BUDGET_MESSAGES.spent(megapixelsPerMinute, Math.max(1, Math.ceil(wait / 1000))));
    },
  };
}
