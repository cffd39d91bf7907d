import { z } from 'zod';

/**
 * The bio link settings, read with the rest of the configuration (server/config.ts takes this schema in).
 *
 * - BIO_PAGE_BASE_URL: the origin public bio pages are addressed with (`<base>/b/<handle>`), e.g. a domain of
 *   the creators' pages pointed at this server or a CDN in front of it. Unset: the origin the creator's request
 *   reached (the server's own).
 */
export const BioLinkEnvSchema = z.object({
  BIO_PAGE_BASE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as https://bio.example.com (no path)')
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
});
