import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { BROWSER_FAMILIES, CLICK_SOURCES, clickSourceOf, dimensionValueLabel } from '../../src/domain/click-dimensions';
import { clickFacts, clickSourcer } from '../../server/modules/click-insights/click-facts';
import { ownPublicHosts } from '../../server/modules/click-insights/own-public-hosts';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const host = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `${labels.join('.')}.test`);
const referrer = fc.oneof(
  host,
  fc.constantFrom('l.instagram.com', 'www.google.com', 'mail.google.com', 'blog.example.com', '127.0.0.1'),
);

/**
 * Clicks that came from Linkmint's own public pages (a bio button on the bio page, a gallery tile…) have a source of
 * their own, known by the hosts the server passes in; every other referrer keeps the source it had.
 */
describe('clicks from the creator’s own Linkmint pages', () => {
  it.prop([fc.uniqueArray(referrer, { maxLength: 5 }), referrer, fc.constantFrom(...BROWSER_FAMILIES)])(
    'a referrer among the own hosts is “linkmint” (any case, trailing dot); any other is classified as before',
    (own, referrerHost, browser) => {
      const hosts = new Set(own);
      const source = clickSourceOf(referrerHost, browser, hosts);
      if (hosts.has(referrerHost)) {
        expect(source).toBe('linkmint');
        expect(clickSourceOf(`${referrerHost.toUpperCase()}.`, browser, hosts)).toBe('linkmint');
      } else expect(source).toBe(clickSourceOf(referrerHost, browser));
    },
  );

  it.prop([fc.uniqueArray(host, { minLength: 1, maxLength: 3 }), fc.constantFrom(...BROWSER_FAMILIES)])(
    'no referrer is never an own page, whatever the own hosts',
    (own, browser) => {
      expect(clickSourceOf(undefined, browser, new Set(own))).toBe(clickSourceOf(undefined, browser));
    },
  );

  it('is a source of the breakdowns, named for the creator', () => {
    expect(CLICK_SOURCES).toContain('linkmint');
    expect(dimensionValueLabel('source', 'linkmint')).toBe('Your Linkmint pages');
  });

  it('rolls a click up under the own hosts the follower was made with, and no others', () => {
    const click = {
      linkType: 'gallery-tile',
      linkId: 'abc',
      shopDomain: 'one.test',
      at: '2026-03-01T18:00:00Z',
      device: 'mobile' as const,
      os: 'ios' as const,
      browser: 'safari' as const,
      bot: false,
      referrerHost: 'bio.example.com',
    };
    expect(clickFacts(click).values.source).toBe('other');
    expect(clickFacts(click, clickSourcer(['BIO.example.com'])).values.source).toBe('linkmint');
    expect(clickFacts(click, clickSourcer(['lnk.example.com'])).values.source).toBe('other');
  });
});

describe('the server’s own public hosts', () => {
  it('are the configured bases’ hosts and the address it listens on, never every interface', () => {
    expect(
      ownPublicHosts({
        HOST: '127.0.0.1',
        SHORT_LINK_BASE_URL: 'https://Lnk.example.com',
        BIO_PAGE_BASE_URL: 'https://bio.example.com:8443',
      }),
    ).toEqual(['lnk.example.com', 'bio.example.com', '127.0.0.1']);
    expect(ownPublicHosts({ HOST: '0.0.0.0', SHORT_LINK_BASE_URL: undefined, BIO_PAGE_BASE_URL: undefined })).toEqual(
      [],
    );
    expect(ownPublicHosts({ HOST: '::', SHORT_LINK_BASE_URL: undefined, BIO_PAGE_BASE_URL: undefined })).toEqual([]);
    expect(ownPublicHosts({ HOST: '::1', SHORT_LINK_BASE_URL: undefined, BIO_PAGE_BASE_URL: undefined })).toEqual([
      '[::1]',
    ]);
    expect(
      ownPublicHosts({ HOST: 'localhost', SHORT_LINK_BASE_URL: 'http://localhost:9000', BIO_PAGE_BASE_URL: undefined }),
    ).toEqual(['localhost']);
  });
});
