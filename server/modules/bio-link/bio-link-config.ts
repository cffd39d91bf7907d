import { z } from 'zod';

/**
 * The bio link settings, read with the rest of the configuration (server/config.ts takes this schema in).
 *
 * - BIO_PAGE_BASE_URL: the origin public bio pages are addressed with (`<base>/b/<handle>`), e.g. a domain of
 *   the creators' pages pointed at this server or a CDN in front of it. Unset: the origin the creator's request
 *   reached (the server's own).
 * - AMAZON_LIST_READER: on lets get_amazon_board_cover_image read a public Amazon list's page for its cover
 *   picture (it reaches amazon.com); off (the default) answers that it is off. AMAZON_LIST_PAGE_ORIGIN fetches the
 *   pages from another origin instead (tests use a loopback fake).
 */
export const BioLinkEnvSchema = z.object({
  BIO_PAGE_BASE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as https://bio.example.com (no path)')
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
  AMAZON_LIST_READER: z.enum(['on', 'off']).default('off'),
  AMAZON_LIST_PAGE_ORIGIN: z.string().url().regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as http://127.0.0.1:8080 (no path)').optional(),
});
