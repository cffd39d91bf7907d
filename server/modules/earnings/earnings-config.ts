import { z } from 'zod';

/**
 * The earnings settings, read with the rest of the configuration (server/config.ts takes this schema in).
 *
 * - CONVERSION_POSTBACK_SECRET: the secret affiliate networks sign their conversion postbacks with
 *   (HMAC-SHA256, see postback-signature.ts). Unset: the postback endpoint answers that postbacks are off, and
 *   earnings come in through the admin CLI's CSV import only. Long enough that it cannot be guessed.
 */
export const EarningsEnvSchema = z.object({
  CONVERSION_POSTBACK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
});

export type EarningsEnv = z.infer<typeof EarningsEnvSchema>;
