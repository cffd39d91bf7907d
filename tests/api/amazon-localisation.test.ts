import { describe, expect, it } from 'vitest';
import { BUNDLED_COUNTRY_DB } from '../../server/modules/short-links/click-country';
import { projectionTables } from '../support/projection-tables';
import { expectContract } from './account-support';
import { expectRefused, shortLinkServer, WINDOWS_CHROME, type ShortLinkApi } from './short-link-support';

/**
 * Amazon links sent to the visitor's own Amazon store: the same product (ASIN) on the store of the visitor's
 * country with the creator's id saved for that store; the link's own store and id where the country has no store
 * or the creator has no id there. The country comes from the CDN's header or from the bundled country database.
 */

const ASIN = 'B09B8V1LZ3';
const US_PRODUCT = `https://www.amazon.com/Echo-Dot-5th-Gen/dp/${ASIN}`;
const TAGGED = `https://www.amazon.com/dp/${ASIN}?tag=mayafinds-20`;
const STORE_IDS = { 'amazon.co.uk': 'mayauk-21', 'amazon.de': 'mayade-21', 'amazon.co.jp': 'mayajp-22' };
const LOCALISED = {
  GB: `https://www.amazon.co.uk/dp/${ASIN}?tag=mayauk-21`,
  DE: `https://www.amazon.de/dp/${ASIN}?tag=mayade-21`,
  JP: `https://www.amazon.co.jp/dp/${ASIN}?tag=mayajp-22`,
};

/** A creator with the US id mayafinds-20 and ids for the UK, German and Japanese stores. */
async function creatorWithStores(api: ShortLinkApi) {
  const creator = await api.creator('mayafinds-20');
  for (const [store, trackingId] of Object.entries(STORE_IDS)) {
    const saved = await api.post('/setting/saveMarketplaceTrackingId', { store, trackingId }, creator.token);
    expect(saved.code, saved.message).toBe(200);
  }
  return creator;
}

async function shortLinkTo(api: ShortLinkApi, token: string, url = US_PRODUCT): Promise<string> {
  const made = await api.post('/app/get_shortlink/v3', { url }, token);
  expect(made.code, made.message).toBe(200);
  return made.data.code as string;
}

describe.each(['pglite', 'postgres'] as const)('Amazon links localised by the CDN header (%s)', (kind) => {
  const ctx = shortLinkServer(kind, { CLICK_COUNTRY_HEADER: 'CF-IPCountry' });
  const from = (code: string, country?: string) => ctx.api.visit(code, country ? { 'cf-ipcountry': country } : {});

  it('sends visitors from GB, DE and JP to their store with the creator’s id there, and records the store', async () => {
    const creator = await creatorWithStores(ctx.api);
    const code = await shortLinkTo(ctx.api, creator.token);
    for (const [country, address] of Object.entries(LOCALISED)) {
      const followed = await from(code, country);
      expect([followed.status, followed.location]).toEqual([302, address]);
    }
    const clicks = await ctx.api.clicksOf(code);
    expect(clicks.map((click) => [click.country, click.amazonStore])).toEqual([
      ['GB', 'amazon.co.uk'],
      ['DE', 'amazon.de'],
      ['JP', 'amazon.co.jp'],
    ]);
  });

  it('keeps the original store and id for a country without a store, without the creator’s id, or unknown', async () => {
    const creator = await creatorWithStores(ctx.api);
    const code = await shortLinkTo(ctx.api, creator.token);
    // Kenya has no Amazon store; France has one, but the creator has no id there; the US is the link's own store.
    for (const country of ['KE', 'FR', 'US', undefined]) {
      const followed = await from(code, country);
      expect([followed.status, followed.location], String(country)).toEqual([302, TAGGED]);
    }
    // Each click records the store it went to: the link's own.
    for (const click of await ctx.api.clicksOf(code)) expect(click.amazonStore).toBe('amazon.com');
  });

  it('localises a link once the creator saves an id there, and stops when they remove it', async () => {
    const creator = await ctx.api.creator('mayafinds-20');
    const code = await shortLinkTo(ctx.api, creator.token);
    expect((await from(code, 'GB')).location).toBe(TAGGED);
    await ctx.api.post(
      '/setting/saveMarketplaceTrackingId',
      { store: 'amazon.co.uk', trackingId: 'mayauk-21' },
      creator.token,
    );
    expect((await from(code, 'GB')).location).toBe(LOCALISED.GB);
    await ctx.api.post('/setting/removeMarketplaceTrackingId', { store: 'amazon.co.uk' }, creator.token);
    expect((await from(code, 'GB')).location).toBe(TAGGED);
  });

  it('sends a US visitor of an amazon.co.uk link to amazon.com with the creator’s Amazon list default', async () => {
    const creator = await creatorWithStores(ctx.api);
    // The earn rule gives an amazon.co.uk address the id saved for that store.
    const code = await shortLinkTo(ctx.api, creator.token, `https://www.amazon.co.uk/dp/${ASIN}`);
    expect((await from(code)).location).toBe(LOCALISED.GB);
    expect((await from(code, 'US')).location).toBe(TAGGED);
  });

  it('tags an amazon.co.uk link with the UK id even when the picker sent the Amazon list’s id', async () => {
    const creator = await creatorWithStores(ctx.api);
    // The app's picker preselects the Amazon list's id (an amazon.com id), and a pasted address may carry it too.
    for (const [path, body] of [
      [
        '/app/get_shortlink_with_trackingid/v2',
        { url: `https://www.amazon.co.uk/dp/${ASIN}`, trackingId: 'mayafinds-20' },
      ],
      ['/app/get_shortlink/v3', { url: `https://www.amazon.co.uk/dp/${ASIN}?tag=mayafinds-20` }],
    ] as const) {
      const made = await ctx.api.post(path, body, creator.token);
      expect(made.code, made.message).toBe(200);
      expect((await from(made.data.code as string, 'GB')).location).toBe(LOCALISED.GB);
      expect((await ctx.api.shortLinkRow(made.data.code as string))?.destination).toBe(LOCALISED.GB);
    }
  });

  it('follows the shop switch: automatic once two stores have ids, off keeps the original, on localises', async () => {
    const creator = await ctx.api.creator('mayafinds-20');
    const code = await shortLinkTo(ctx.api, creator.token);
    const switchOf = async () => {
      const answer = await ctx.api.post('/setting/getAmazonLocalisation', {}, creator.token);
      expectContract('getAmazonLocalisation', answer);
      return answer.data;
    };
    const setSwitch = async (setting: string) => {
      const answer = await ctx.api.post('/setting/saveAmazonLocalisation', { setting }, creator.token);
      expectContract('saveAmazonLocalisation', answer);
      return answer.data;
    };
    // Only the amazon.com id (the Amazon list's default): one store, so automatic is off.
    expect(await switchOf()).toEqual({ setting: 'auto', localising: false });
    await ctx.api.post(
      '/setting/saveMarketplaceTrackingId',
      { store: 'amazon.de', trackingId: 'mayade-21' },
      creator.token,
    );
    expect(await switchOf()).toEqual({ setting: 'auto', localising: true });
    expect((await from(code, 'DE')).location).toBe(LOCALISED.DE);

    expect(await setSwitch('off')).toEqual({ setting: 'off', localising: false });
    expect((await from(code, 'DE')).location).toBe(TAGGED);
    // Setting it again appends nothing.
    const before = await ctx.api.eventCount();
    await setSwitch('off');
    expect(await ctx.api.eventCount()).toBe(before);
    await expectRefused(
      ctx.api,
      () => ctx.api.post('/setting/saveAmazonLocalisation', { setting: 'sometimes' }, creator.token),
      400,
      /^Invalid request: setting must be one of/,
    );
    expect(await setSwitch('on')).toEqual({ setting: 'on', localising: true });
    expect((await from(code, 'DE')).location).toBe(LOCALISED.DE);
    expect(await setSwitch('auto')).toEqual({ setting: 'auto', localising: true });
  });

  it('lets a link choose: never keeps the original, always localises even with the switch off', async () => {
    const creator = await creatorWithStores(ctx.api);
    const code = await shortLinkTo(ctx.api, creator.token);
    const choose = async (localisation: string) => {
      const answer = await ctx.api.post('/app/set_shortlink_localisation', { id: code, localisation }, creator.token);
      expectContract('setShortlinkLocalisation', answer);
      return answer.data;
    };
    expect(await choose('never')).toMatchObject({ code, localisation: 'never' });
    expect((await from(code, 'GB')).location).toBe(TAGGED);
    const detail = await ctx.api.post('/app/get_shortlink_detail', { code }, creator.token);
    expect(detail.data.shortLink.localisation).toBe('never');

    await ctx.api.post('/setting/saveAmazonLocalisation', { setting: 'off' }, creator.token);
    expect(await choose('always')).toMatchObject({ localisation: 'always' });
    expect((await from(code, 'GB')).location).toBe(LOCALISED.GB);
    // Back to the shop's switch, which is off; the field is absent then.
    expect(await choose('shop')).not.toHaveProperty('localisation');
    expect((await from(code, 'GB')).location).toBe(TAGGED);

    const other = await ctx.api.creator('otherone-20');
    await expectRefused(
      ctx.api,
      () => ctx.api.post('/app/set_shortlink_localisation', { id: code, localisation: 'never' }, other.token),
      404,
      'This short link does not exist.',
    );
  });

  it('rebuilds the switches and the links’ choices from the log to the same rows', async () => {
    const creator = await creatorWithStores(ctx.api);
    const code = await shortLinkTo(ctx.api, creator.token);
    await ctx.api.post('/setting/saveAmazonLocalisation', { setting: 'on' }, creator.token);
    await ctx.api.post('/app/set_shortlink_localisation', { id: code, localisation: 'always' }, creator.token);
    const names = ['amazon-localisation-switches', 'short-links'];
    const live = await projectionTables(ctx.server, names);
    expect(live.amazon_localisation_switches!.some((row) => row.includes(creator.shopName))).toBe(true);
    expect(live.short_links!.some((row) => row.includes(code) && row.includes('"always"'))).toBe(true);
    await ctx.server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(ctx.server, names)).toEqual(live);
  });

  it('makes a deep link follow the same choice: its app opener and its 302 go to the visitor’s store', async () => {
    const creator = await creatorWithStores(ctx.api);
    const deep = await ctx.api.post(
      '/app/get_shortlink_with_trackingid/v3',
      { url: US_PRODUCT, trackingId: 'mayafinds-20', kind: 'deep' },
      creator.token,
    );
    expect(deep.code, deep.message).toBe(200);
    const phone = await from(deep.data.code, 'JP');
    expect(phone.status).toBe(200);
    expect(phone.body).toContain(LOCALISED.JP.replaceAll('&', '&amp;'));
    expect(phone.body).not.toContain('mayafinds-20');
    const desktop = await ctx.api.visit(deep.data.code, { 'cf-ipcountry': 'JP', 'user-agent': WINDOWS_CHROME });
    expect([desktop.status, desktop.location]).toEqual([302, LOCALISED.JP]);
  });

  it('localises a bio button with an amazon.com address too', async () => {
    const creator = await creatorWithStores(ctx.api);
    const bio = await ctx.api.post('/bio/create_bio_link', { title: 'Maya finds' }, creator.token);
    expect(bio.code, bio.message).toBe(200);
    const added = await ctx.api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Echo Dot', url: US_PRODUCT }] },
      creator.token,
    );
    expect(added.code, added.message).toBe(200);
    const code = /\/s\/([0-9A-Za-z]+)$/.exec(added.data.list[0].shortUrl as string)![1]!;
    expect((await from(code, 'DE')).location).toBe(LOCALISED.DE);
    expect((await from(code, 'KE')).location).toBe(TAGGED);
  });
});

describe('Amazon links localised by the embedded country database (CLICK_COUNTRY_DB)', () => {
  const ctx = shortLinkServer('pglite', { TRUST_PROXY: '1', CLICK_COUNTRY_DB: BUNDLED_COUNTRY_DB });

  it('sends visitors from GB, DE and JP addresses to their store; a US or private address keeps the original', async () => {
    const creator = await creatorWithStores(ctx.api);
    const code = await shortLinkTo(ctx.api, creator.token);
    const visitors = [
      ['81.2.69.142', LOCALISED.GB],
      ['194.25.2.129', LOCALISED.DE],
      ['133.242.0.3', LOCALISED.JP],
      ['8.8.8.8', TAGGED],
      ['192.168.1.20', TAGGED],
    ] as const;
    for (const [address, expected] of visitors) {
      const followed = await ctx.api.visit(code, { 'x-forwarded-for': address });
      expect([followed.status, followed.location], address).toEqual([302, expected]);
    }
  });
});
