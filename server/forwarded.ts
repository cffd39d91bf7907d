/**
 * What reverse proxies in front tell about a request (X-Forwarded-For, -Proto, -Host), believed only under
 * TRUST_PROXY: without it a client could name any host or scheme and have it written into the links and Open Graph
 * addresses of a page a CDN then keeps for everyone.
 */

/**
 * The value the outermost trusted proxy gave. Each proxy appends what it saw, and anything before that is whatever
 * the client sent, so with N trusted proxies it is the N-th value from the right; a shorter header (a request that
 * skipped a proxy) gives its leftmost. None without trusted proxies.
 */
export function forwardedValue(header: string | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0 || header === undefined) return undefined;
  const hops = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return hops[Math.max(0, hops.length - trustedProxies)];
}

/**
 * The client's address: under TRUST_PROXY the one the outermost trusted proxy appended to X-Forwarded-For, else (or
 * when a request came without the header) the socket's.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  return forwardedValue(forwardedFor, trustedProxies) ?? socketAddress;
}

/**
 * The origin the caller reached us on, for the absolute addresses answers carry (pictures, pages, short links): the
 * request's own scheme and Host, or under TRUST_PROXY what the proxy forwarded (a host only when it looks like one).
 */
export function originOf(
  scheme: string,
  host: string,
  header: (name: string) => string | undefined,
  trustedProxies: number,
): string {
  const proto = forwardedValue(header('x-forwarded-proto'), trustedProxies);
  const forwardedHost = forwardedValue(header('x-forwarded-host'), trustedProxies);
  return `${proto === 'https' || proto === 'http' ? proto : scheme}://${forwardedHost && /^[A-Za-z0-9.:[\]-]+$/.test(forwardedHost) ? forwardedHost : host}`;
}

/** The request headers originOf reads, for the Vary of an answer that carries the origin. */
export function originVary(trustedProxies: number): string {
  return trustedProxies > 0 ? 'Host, X-Forwarded-Host, X-Forwarded-Proto' : 'Host';
}
