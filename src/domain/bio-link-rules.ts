/**
 * Rules of a bio link page shared by the server and the app's editor: which addresses a button may lead to, and
 * the sentences a refused button gets (the same in the envelope and under the field).
 */

/** The most buttons one page holds (the contract's BioLinkDetail.buttons). */
export const MAX_BIO_BUTTONS = 200;

/** The most links one post carries (the contract's LinkedContentItem list). */
export const MAX_POST_LINKS = 30;

export const BIO_BUTTON_MESSAGES = {
  notHttp: (title: string) =>
    `"${title}" must lead to a web address starting with http:// or https://; javascript:, data: and other kinds of address are not allowed.`,
  notAnAddress: (title: string) =>
    `"${title}" does not lead to a complete web address such as https://example.com/page.`,
  duplicateTitle: (title: string) => `Another button is already called "${title}": give each button its own title.`,
  tooMany: `A bio page holds at most ${MAX_BIO_BUTTONS} buttons: remove some before adding more.`,
  noTitle: 'Give each button a title.',
} as const;

/** An address a page may link to: http(s) and nothing a browser would split on (the last guard before markup). */
export const isWebAddress = (href: string) => /^https?:\/\/\S+$/i.test(href);

/** A host name as the URL parser leaves it (letters, digits, hyphens and dots, or a bracketed IPv6 address). */
const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/**
 * The address a button may lead to, serialised by the URL parser (safe in an href and a Location header), or the
 * sentence that refuses it. Only absolute http(s) addresses with a host: no scheme is guessed, so `javascript:`,
 * `data:`, `//host` and bare words are all refused.
 */
export function checkButtonAddress(
  title: string,
  input: string,
): { ok: true; href: string } | { ok: false; message: string } {
  const text = input.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    return {
      ok: false,
      message: scheme ? BIO_BUTTON_MESSAGES.notHttp(title) : BIO_BUTTON_MESSAGES.notAnAddress(title),
    };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: BIO_BUTTON_MESSAGES.notAnAddress(title) };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !HOST.test(url.hostname))
    return { ok: false, message: BIO_BUTTON_MESSAGES.notAnAddress(title) };
  return { ok: true, href: url.href };
}

/** Whether two button titles count as the same (create_button_batch_v3's rule). */
export const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** How many links the public page's Most popular and Trending sections show. */
export const RANKED_ON_PAGE = 3;

/**
 * The ranked links a public page draws: the first few, and none while the page holds no more links than that
 * (its buttons and its posts' links), since the section would only repeat the page. The calls still answer the
 * whole ranking.
 */
export function rankedOnPage<T>(ranked: readonly T[], linksOnPage: number): T[] {
  return linksOnPage > RANKED_ON_PAGE ? ranked.slice(0, RANKED_ON_PAGE) : [];
}
