import { z } from 'zod';

export const MediaEnvSchema = z.object({
  /** Where uploaded pictures and videos (and rendered collages) are kept; DATA_DIR/media by default. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Megapixels of pictures a shop can have converted in any minute, per server process (server/picture-budget.ts). */
  PICTURE_MEGAPIXELS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(800),
});
