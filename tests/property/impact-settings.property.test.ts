import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  IMPACT_ID_FIELDS,
  IMPACT_ID_MAX_LENGTH,
  IMPACT_LINK_MESSAGES,
  IMPACT_MESSAGES,
  impactIdProblem,
  readImpactLink,
  type ImpactRetailer,
} from '../../src/domain/impact-settings';
import { buildAffiliateUrl, parseProductUrl } from '../../src/domain/retailer-links';
import {
  decideImpactSettings,
  evolveImpactSettings,
  type ImpactSettingsState,
} from '../../server/modules/tracking-ids/impact-settings-decider';
import { DomainError } from '../../server/events/domain-error';

const field = fc.constantFrom(...IMPACT_ID_FIELDS);
const retailer = fc.constantFrom<ImpactRetailer>('target', 'walmart');
const impactId = fc.stringMatching(new RegExp(`^[0-9]{1,${IMPACT_ID_MAX_LENGTH}}$`));
const spaces = fc.stringMatching(/^ {0,3}$/);
const ids = fc.record({ publisherId: impactId, adId: impactId, campaignId: impactId });
const now = new Date('2026-11-21T12:00:00Z');

describe('Impact ids', () => {
  it.prop([field, impactId, spaces, spaces])(
    'a run of 1 to 12 digits is an Impact id, spaces around it aside',
    (f, id, before, after) => {
      expect(impactIdProblem(f, `${before}${id}${after}`)).toBeUndefined();
    },
  );

  it.prop([field, fc.string({ maxLength: 20 })])('anything else is refused with the field named', (f, value) => {
    const id = value.trim();
    fc.pre(!/^[0-9]{1,12}$/.test(id));
    expect(impactIdProblem(f, value)).toBe(id === '' ? IMPACT_MESSAGES.empty(f) : IMPACT_MESSAGES.shape(f));
  });
});

describe('Impact tracking links pasted into the form', () => {
  it.prop([retailer, ids, fc.webUrl()])(
    'the three numbers after /c/ of a link of that retailer are its ids',
    (r, wanted, product) => {
      const link = buildAffiliateUrl({ retailer: r, canonicalUrl: product }, 'someone', wanted);
      expect(readImpactLink(link, r)).toEqual({ ok: true, ids: wanted });
      expect(readImpactLink(`  ${link.replace(/^https:\/\//, '')} `, r)).toEqual({ ok: true, ids: wanted });
    },
  );

  it.prop([retailer, ids])(
    "a link naming the other retailer is refused: its campaign is that retailer's",
    (r, wanted) => {
      const other: ImpactRetailer = r === 'target' ? 'walmart' : 'target';
      const link = `https://goto.${other}.com/c/${wanted.publisherId}/${wanted.adId}/${wanted.campaignId}`;
      expect(readImpactLink(link, r)).toEqual({ ok: false, reason: IMPACT_LINK_MESSAGES.otherRetailer(other) });
    },
  );

  it.prop([retailer, fc.webUrl()])('an address without /c/ and three numbers is not an Impact link', (r, url) => {
    fc.pre(!/\/c\/\d+\/\d+\/\d+\/?$/.test(new URL(url).pathname));
    expect(readImpactLink(url, r)).toEqual({ ok: false, reason: IMPACT_LINK_MESSAGES.notLink });
  });
});

describe('the shop Impact settings', () => {
  it.prop([retailer, ids, fc.array(fc.tuple(retailer, fc.option(ids, { nil: undefined })), { maxLength: 6 })])(
    'after any saves and clears, a save holds exactly the trimmed ids for that retailer and leaves the other alone',
    (r, wanted, history) => {
      const apply = (state: ImpactSettingsState, [who, what]: [ImpactRetailer, typeof wanted | undefined]) =>
        decideImpactSettings(
          what
            ? { type: 'SaveImpactSettings', data: { retailer: who, ...what } }
            : { type: 'ClearImpactSettings', data: { retailer: who } },
          state,
          {
            now,
          },
        ).reduce(evolveImpactSettings, state);
      const before = history.reduce(apply, {} as ImpactSettingsState);
      const after = apply(before, [
        r,
        { publisherId: ` ${wanted.publisherId}`, adId: wanted.adId, campaignId: `${wanted.campaignId} ` },
      ]);
      expect(after[r]).toMatchObject(wanted);
      const other: ImpactRetailer = r === 'target' ? 'walmart' : 'target';
      expect(after[other]).toEqual(before[other]);
      expect(apply(after, [r, undefined])[r]).toBeUndefined();
    },
  );

  it.prop([retailer, ids, field, fc.stringMatching(/^[0-9]*[A-Za-z.-][0-9A-Za-z]*$/)])(
    'a save with a malformed id is refused with its sentence',
    (r, wanted, f, bad) => {
      const command = { type: 'SaveImpactSettings' as const, data: { retailer: r, ...wanted, [f]: bad } };
      expect(() => decideImpactSettings(command, {}, { now })).toThrow(
        new DomainError('invalid', IMPACT_MESSAGES.shape(f)),
      );
    },
  );

  it.prop([ids, fc.stringMatching(/^\d{5,12}$/), fc.stringMatching(/^[A-Za-z0-9._-]{2,64}$/)])(
    'a Walmart link built with saved ids is the Impact click address wrapping the product page',
    (saved, itemId, trackingId) => {
      const parsed = parseProductUrl(`https://www.walmart.com/ip/${itemId}`);
      if (!parsed.ok) throw new Error(parsed.error);
      const url = new URL(buildAffiliateUrl(parsed.product, trackingId, saved));
      expect(url.pathname).toBe(`/c/${saved.publisherId}/${saved.adId}/${saved.campaignId}`);
      expect(url.searchParams.get('u')).toBe(parsed.product.canonicalUrl);
      expect(url.searchParams.get('subId1')).toBe(trackingId);
    },
  );
});
