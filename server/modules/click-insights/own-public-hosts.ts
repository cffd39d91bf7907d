import type { Config } from '../../config';

/** Addresses a server listening on them cannot be reached by: every interface. */
const WILDCARDS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * The hosts the audience reaches Linkmint's public pages on: the short-link and bio-page bases when configured,
 * and the address the server listens on (the pages are written with the request's origin when a base is unset).
 * Behind a proxy listening on every interface, only the configured bases are known.
 */
export function ownPublicHosts(config: Pick<Config, 'HOST' | 'SHORT_LINK_BASE_URL' | 'BIO_PAGE_BASE_URL'>): string[] {
  const hosts = [config.SHORT_LINK_BASE_URL, config.BIO_PAGE_BASE_URL].flatMap((base) =>
    base ? [new URL(base).hostname] : [],
  );
  const listening = config.HOST.trim().toLowerCase();
  // A referrer's host is its URL's hostname, which writes an IPv6 address in brackets.
  if (!WILDCARDS.has(listening))
    hosts.push(listening.includes(':') && !listening.startsWith('[') ? `[${listening}]` : listening);
  return [...new Set(hosts.map((host) => host.toLowerCase()))];
}
