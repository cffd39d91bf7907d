import { z } from 'zod';

/**
 * The settings of the server modules that read any (short links, bio link, earnings, the media library), kept
 * beside config.ts so that the configuration, which every layer reads, needs nothing of the modules.
 */

/** An origin (scheme, host, port; no path), written without a trailing slash. */
const origin = (example: string) =>
  z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, `must be an origin such as ${example} (no path)`)
    .transform((value) => value.replace(/\/$/, ''));

/**
 * The accounts settings.
 *
 * - PASSWORD_HASH_COST: the scrypt cost of new password hashes, as log2(N). 15, the default, is OWASP's current
 *   floor; keep it or raise it. Test servers lower it to 10, where thousands of sign-ups would otherwise spend
 *   minutes hashing. A stored hash names its own cost: changing the setting never breaks a sign-in.
 */
export const AccountsEnvSchema = z.object({
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
});

/**
 * The short-link settings.
 *
 * - SHORT_LINK_BASE_URL: the origin short addresses are written with (`<base>/s/<code>`), e.g. a short domain
 *   pointed at this server. Unset: the origin the creator's request reached (the server's own).
 * - CLICK_COUNTRY_HEADER: the request header a proxy or CDN in front writes the visitor's country into (e.g.
 *   cf-ipcountry). Only set it when that proxy overwrites what clients send. Set, it alone says the country.
 * - CLICK_COUNTRY_DB: without CLICK_COUNTRY_HEADER, the IP-to-country database (MaxMind mmdb format) the visitor's
 *   address is looked up in: a path to another file (e.g. a GeoLite2-Country the operator downloaded), or `off` for
 *   no country. Unset: the bundled database (modules/short-links/click-country.ts).
 * - CLICK_BATCH_MAX / CLICK_BATCH_WAIT_MS: group commit of clicks. A batch is written when this many clicks wait
 *   or the oldest has waited this long; each redirect is answered once its batch is stored. 0 ms (the default)
 *   writes on the event loop's next turn: the clicks that arrived together, and under load all those that
 *   arrived while the previous batch was written (bench/redirect-bench.ts measured no gain from waiting longer).
 * - CLICK_BATCH_CONCURRENCY: on PostgreSQL, batches of clicks written at once, each in its own transaction on its
 *   own pooled connection (keep it below DATABASE_POOL_MAX): a batch starts while earlier ones wait for their
 *   commit's flush to disk. The embedded database's journal takes one batch at a time.
 */
export const ShortLinksEnvSchema = z.object({
  SHORT_LINK_BASE_URL: origin('https://lnk.example.com').optional(),
  CLICK_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as cf-ipcountry')
    .transform((value) => value.toLowerCase())
    .optional(),
  CLICK_COUNTRY_DB: z.string().trim().min(1).optional(),
  CLICK_BATCH_MAX: z.coerce.number().int().min(1).max(10_000).default(500),
  CLICK_BATCH_WAIT_MS: z.coerce.number().min(0).max(1_000).default(0),
  CLICK_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

/**
 * The bio link settings.
 *
 * - BIO_PAGE_BASE_URL: the origin public bio pages are addressed with (`<base>/b/<handle>`), e.g. a domain of
 *   the creators' pages pointed at this server or a CDN in front of it. Unset: the origin the creator's request
 *   reached (the server's own).
 * - AMAZON_LIST_READER: on lets get_amazon_board_cover_image read a public Amazon list's page for its cover
 *   picture (it reaches amazon.com); off (the default) answers that it is off. AMAZON_LIST_PAGE_ORIGIN fetches the
 *   pages from another origin instead (tests use a loopback fake).
 */
export const BioLinkEnvSchema = z.object({
  BIO_PAGE_BASE_URL: origin('https://bio.example.com').optional(),
  AMAZON_LIST_READER: z.enum(['on', 'off']).default('off'),
  AMAZON_LIST_PAGE_ORIGIN: origin('http://127.0.0.1:8080').optional(),
});

/**
 * The earnings settings.
 *
 * - CONVERSION_POSTBACK_SECRET: the secret affiliate networks sign their conversion postbacks with
 *   (HMAC-SHA256, see modules/earnings/postback-signature.ts). Unset: the postback endpoint answers that postbacks are off, and
 *   earnings come in through the admin CLI's CSV import only. Long enough that it cannot be guessed.
 */
export const EarningsEnvSchema = z.object({
  CONVERSION_POSTBACK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
});

/** The media library's settings (galleries, landing pages, collages and the bio link keep their pictures there). */
export const MediaEnvSchema = z.object({
  /** Where uploaded pictures and videos (and rendered collages) are kept; DATA_DIR/media by default. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Megapixels of pictures a shop can have converted in any minute, per server process (server/picture-budget.ts). */
  PICTURE_MEGAPIXELS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(800),
});

/**
 * The outbound webhooks' settings (modules/webhooks).
 *
 * - WEBHOOK_ALLOW_LOOPBACK_HTTP: `true` lets endpoints be plain http on a loopback host (127.0.0.1, localhost),
 *   and lets deliveries reach loopback. For tests and local development only; off by default, when only https
 *   addresses on the public internet are taken and a name resolving to a private address is never called.
 * - WEBHOOK_RETRY_DELAYS_MS: the pauses after each failed attempt, comma separated, replacing the schedule of
 *   src/domain/webhooks.ts (tests shorten it; an operator has no reason to).
 * - WEBHOOK_SEND_EVERY_MS: how often a server looks for deliveries to form and send.
 * - WEBHOOK_CLICK_BATCH_WINDOW_MS: how long a `link.clicked` delivery waits for more clicks after its oldest.
 */
export const WebhooksEnvSchema = z.object({
  WEBHOOK_ALLOW_LOOPBACK_HTTP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, 'must be pauses in milliseconds, comma separated, e.g. 60000,300000')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  WEBHOOK_SEND_EVERY_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  WEBHOOK_CLICK_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});
