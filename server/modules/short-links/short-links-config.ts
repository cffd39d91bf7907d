import { z } from 'zod';

/**
 * The short-link settings, read with the rest of the configuration (server/config.ts takes this schema in).
 *
 * - SHORT_LINK_BASE_URL: the origin short addresses are written with (`<base>/s/<code>`), e.g. a short domain
 *   pointed at this server. Unset: the origin the creator's request reached (the server's own).
 * - CLICK_COUNTRY_HEADER: the request header a proxy or CDN in front writes the visitor's country into (e.g.
 *   cf-ipcountry). Unset: no country is recorded. Only set it when that proxy overwrites what clients send.
 * - CLICK_BATCH_MAX / CLICK_BATCH_WAIT_MS: group commit of clicks. A batch is written when this many clicks wait
 *   or the oldest has waited this long; each redirect is answered once its batch is stored. 0 ms (the default)
 *   writes on the event loop's next turn: the clicks that arrived together, and under load all those that
 *   arrived while the previous batch was written (bench/redirect-bench.ts measured no gain from waiting longer).
 */
export const ShortLinksEnvSchema = z.object({
  SHORT_LINK_BASE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as https://lnk.example.com (no path)')
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
  CLICK_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as cf-ipcountry')
    .transform((value) => value.toLowerCase())
    .optional(),
  CLICK_BATCH_MAX: z.coerce.number().int().min(1).max(10_000).default(500),
  CLICK_BATCH_WAIT_MS: z.coerce.number().min(0).max(1_000).default(0),
});

export type ShortLinksEnv = z.output<typeof ShortLinksEnvSchema>;
