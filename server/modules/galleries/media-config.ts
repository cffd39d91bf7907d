import { z } from 'zod';

export const MediaEnvSchema = z.object({
  /** Where uploaded pictures and videos (and rendered collages) are kept; DATA_DIR/media by default. */
  MEDIA_DIR: z.string().min(1).optional(),
});
