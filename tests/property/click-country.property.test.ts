import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { ConfigError } from '../../server/config';
import {
  countryLookupOf,
  openCountryLookup,
  publicAddress,
  visitorCountryRule,
} from '../../server/modules/short-links/click-country';
import { mmdbFile } from '../support/mmdb-file';

/** The bundled database, read once for the whole file as the server reads it at start. */
const bundled = openCountryLookup(undefined)!;

/** Addresses of registries, exchanges and well-known services whose country the bundled DB-IP Lite file knows. */
const KNOWN: Array<[address: string, country: string]> = [
  ['8.8.8.8', 'US'],
  ['81.2.69.142', 'GB'],
  ['193.0.6.139', 'NL'],
  ['202.12.29.205', 'AU'],
  ['200.160.2.3', 'BR'],
  ['133.242.0.3', 'JP'],
  ['80.67.169.12', 'FR'],
  ['2001:67c:2e8:22::c100:68b', 'NL'],
  ['2001:dc0:2001:11::194', 'AU'],
  ['2001:12ff:0:4::22', 'BR'],
  ['2001:910:800::12', 'FR'],
];

const octet = fc.integer({ min: 0, max: 255 });
/** Addresses in the ranges that are no visitor's place: private, shared, loopback, link-local, documentation. */
const notPublicV4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `10.${b}.${c}.${d}`),
  fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => `172.${b}.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `192.168.${c}.${d}`),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `169.254.${c}.${d}`),
  fc.tuple(fc.integer({ min: 64, max: 127 }), octet, octet).map(([b, c, d]) => `100.${b}.${c}.${d}`),
  octet.map((d) => `203.0.113.${d}`),
);
const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
const notPublicV6 = fc.oneof(
  fc.constant('::1'),
  fc.constant('::'),
  fc.tuple(hextet, hextet).map(([a, b]) => `fd00:${a}::${b}`),
  fc.tuple(hextet, hextet).map(([a, b]) => `fe80::${a}:${b}`),
  fc.tuple(hextet, hextet).map(([a, b]) => `2001:db8:${a}::${b}`),
);

describe('the bundled database', () => {
  it('knows the country of addresses of several registries, IPv4 and IPv6', () => {
    for (const [address, country] of KNOWN) expect(bundled(address), address).toBe(country);
  });

  it('answers an IPv4-mapped IPv6 address (dotted or hex) as its IPv4 address', () => {
    expect(bundled('::ffff:8.8.8.8')).toBe('US');
    expect(bundled('::FFFF:81.2.69.142')).toBe('GB');
    expect(bundled('::ffff:5102:458e')).toBe('GB');
  });

  it('takes the forms proxies forward: a port, brackets, spaces', () => {
    expect(bundled(' 193.0.6.139:51234 ')).toBe('NL');
    expect(bundled('[2001:67c:2e8:22::c100:68b]:443')).toBe('NL');
    expect(bundled('[2001:910:800::12]')).toBe('FR');
  });

  it.prop([
    fc.oneof(
      notPublicV4,
      notPublicV4.map((a) => `::ffff:${a}`),
      notPublicV6,
    ),
  ])('gives no country to a private, loopback, link-local or documentation address', (address) => {
    expect(publicAddress(address)).toBeUndefined();
    expect(bundled(address)).toBeNull();
  });

  it.prop([fc.string({ maxLength: 40 }).filter((s) => !/^[\s\d.:a-fA-F[\]%]*$/.test(s))])(
    'gives no country to what is no address',
    (text) => {
      expect(bundled(text)).toBeNull();
    },
  );

  it('gives no country to malformed addresses', () => {
    for (const text of ['', 'unknown', '8.8.8', '8.8.8.256', '8.8.8.8.8', '::ffff:8.8.8', 'fe80::1%eth0', '1::2::3'])
      expect(bundled(text), text).toBeNull();
  });

  it.prop([fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'))])(
    'answers an IPv4 address and its mapped IPv6 form alike, with two capital letters or nothing',
    (address) => {
      const country = bundled(address);
      expect(bundled(`::ffff:${address}`)).toBe(country);
      if (country !== null) expect(country).toMatch(/^[A-Z]{2}$/);
    },
  );
});

describe('record shapes and files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'linkmint-country-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads MaxMind GeoLite2's country.iso_code and ip-location-db's country_code", () => {
    const maxmind = countryLookupOf(
      mmdbFile(6, [
        ['81.2.69.0/24', { country: { iso_code: 'GB', names: { en: 'United Kingdom' } } }],
        ['2a02:ff00::/32', { country: { iso_code: 'it' } }],
        ['1.2.3.0/24', { country: { iso_code: 'XX' } }],
      ]),
    );
    expect(maxmind('81.2.69.142')).toBe('GB');
    expect(maxmind('::ffff:81.2.69.7')).toBe('GB');
    expect(maxmind('2a02:ff00::1')).toBe('IT');
    expect(maxmind('1.2.3.4')).toBeNull();
    expect(maxmind('81.2.70.1')).toBeNull();
    const ipLocationDb = countryLookupOf(mmdbFile(4, [['81.2.69.0/24', { country_code: 'GB' }]]));
    expect(ipLocationDb('81.2.69.142')).toBe('GB');
    // An IPv4-only tree is not walked with an IPv6 address (its first bits would read as another address).
    expect(ipLocationDb('5102:4500::1')).toBeNull();
  });

  it('opens a file named by CLICK_COUNTRY_DB, and `off` opens none', () => {
    const path = join(dir, 'GeoLite2-Country.mmdb');
    writeFileSync(path, mmdbFile(6, [['8.8.8.0/24', { country: { iso_code: 'SE' } }]]));
    expect(openCountryLookup(path)?.('8.8.8.8')).toBe('SE');
    expect(openCountryLookup('off')).toBeUndefined();
  });

  it('refuses a missing file or one that is no MaxMind database with a sentence naming the setting', () => {
    const garbage = join(dir, 'not-a-database.mmdb');
    writeFileSync(garbage, 'country,range\nUS,8.8.8.0/24\n'.repeat(100));
    for (const path of [garbage, join(dir, 'missing.mmdb')]) {
      let thrown: unknown;
      try {
        openCountryLookup(path);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, path).toBeInstanceOf(ConfigError);
      expect((thrown as Error).message).toContain(`CLICK_COUNTRY_DB="${path}"`);
      expect((thrown as Error).message).toContain('not a readable MaxMind (mmdb) IP-to-country database');
    }
  });
});

describe('which country a click records', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it('takes the configured CDN header and never the database then', () => {
    const rule = visitorCountryRule('cf-ipcountry', bundled);
    expect(rule({ header: headers({ 'cf-ipcountry': 'SE' }), address: '8.8.8.8' })).toBe('SE');
    expect(rule({ header: headers({}), address: '8.8.8.8' })).toBeUndefined();
  });

  it("looks the visitor's address up without a header, and records nothing with the database off", () => {
    expect(visitorCountryRule(undefined, bundled)({ header: headers({}), address: '81.2.69.142' })).toBe('GB');
    expect(visitorCountryRule(undefined, bundled)({ header: headers({}), address: undefined })).toBeUndefined();
    expect(visitorCountryRule(undefined, undefined)({ header: headers({}), address: '81.2.69.142' })).toBeUndefined();
  });
});
