import { describe, expect, it } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import { SHORT_LINK_MESSAGES } from '../../server/modules/short-links/short-link-decider';
import { RULE_MESSAGES } from '../../src/domain/destination-rules';
import { expectContract } from './account-support';
import {
  AMAZON_PRODUCT,
  expectRefused,
  FACEBOOK_PREVIEW,
  IPHONE_SAFARI,
  shortLinkServer,
  WINDOWS_CHROME,
  WALMART_PRODUCT,
} from './short-link-support';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const APP_STORE = 'https://apps.apple.com/app/id1234567890';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=com.example.app';
const DESKTOP_PAGE = 'https://shop.example.com/desktop';
const UK_PRODUCT = 'https://www.amazon.co.uk/dp/B09B8V1LZ3';

/**
 * Destination rules of short links and bio buttons through the API and the /s/{code} redirect, on both databases:
 * saved and read, checked (a bad rule named by its number), their retailer addresses tagged, and each visitor sent
 * to the first rule they match (device from the User-Agent, country from the CDN header) or the link's own address.
 */
describe.each(['pglite', 'postgres'] as const)('destination rules (%s)', (kind) => {
  const ctx = shortLinkServer(kind, { CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

  async function creatorWithLink(tag: string) {
    const creator = await ctx.api.creator(tag);
    const made = await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
    expect(made.code, made.message).toBe(200);
    const code = made.data.code as string;
    const own = (await ctx.api.shortLinkRow(code))?.destination as string;
    return { ...creator, code, own };
  }

  it('saves rules, reads them back, and sends iOS, Android, desktop and GB visitors to their rules', async () => {
    const { api } = ctx;
    const tag = `dr${Date.now().toString(36)}-20`;
    const alice = await creatorWithLink(tag);
    const empty = await api.post('/app/get_shortlink_rules', { code: alice.code }, alice.token);
    expectContract('getShortlinkRules', empty);
    expect(empty.data).toEqual({ code: alice.code, rules: [] });

    const saved = await api.post(
      '/app/set_shortlink_rules',
      {
        code: alice.code,
        rules: [
          { countries: ['gb', 'GB', ' de '], destination: UK_PRODUCT },
          { device: 'ios', destination: APP_STORE },
          { device: 'android', destination: PLAY_STORE },
          { device: 'desktop', destination: DESKTOP_PAGE },
        ],
      },
      alice.token,
    );
    expectContract('setShortlinkRules', saved);
    const rules = [
      // The retailer address goes out with the creator's tag, as the link's own does.
      { countries: ['GB', 'DE'], destination: `${UK_PRODUCT}?tag=${tag}` },
      { countries: [], device: 'ios', destination: APP_STORE },
      { countries: [], device: 'android', destination: PLAY_STORE },
      { countries: [], device: 'desktop', destination: DESKTOP_PAGE },
    ];
    expect(saved.data).toEqual({ code: alice.code, rules });
    expect((await api.post('/app/get_shortlink_rules', { code: alice.code }, alice.token)).data).toEqual({
      code: alice.code,
      rules,
    });

    const visits: Array<[Record<string, string>, string]> = [
      [{ 'user-agent': IPHONE_SAFARI }, APP_STORE],
      [{ 'user-agent': ANDROID_CHROME }, PLAY_STORE],
      [{ 'user-agent': WINDOWS_CHROME }, DESKTOP_PAGE],
      // A country rule comes first: an iPhone in GB (by the CDN's header) goes to the UK store.
      [{ 'user-agent': IPHONE_SAFARI, 'cf-ipcountry': 'GB' }, `${UK_PRODUCT}?tag=${tag}`],
      // No rule matches a link preview from nowhere: the link's own destination.
      [{ 'user-agent': FACEBOOK_PREVIEW }, alice.own],
      [{ 'user-agent': WINDOWS_CHROME, 'cf-ipcountry': 'US' }, DESKTOP_PAGE],
    ];
    for (const [headers, location] of visits)
      expect(await api.visit(alice.code, headers)).toMatchObject({ status: 302, location });
    const clicks = await api.clicksOf(alice.code);
    expect(clicks.map((click) => click.rule)).toEqual([2, 3, 4, 1, 0, 4]);

    // [] takes every rule away: everyone reaches the link's own destination again.
    const cleared = await api.post('/app/set_shortlink_rules', { code: alice.code, rules: [] }, alice.token);
    expect(cleared.data).toEqual({ code: alice.code, rules: [] });
    expect(await api.visit(alice.code, { 'user-agent': IPHONE_SAFARI })).toMatchObject({ location: alice.own });
  });

  it('a deep link follows the chosen destination: the app opener and the plain redirect both use the rule', async () => {
    const { api } = ctx;
    const tag = `dd${Date.now().toString(36)}-20`;
    const creator = await api.creator(tag);
    const made = await api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT, kind: 'deep' }, creator.token);
    expect(made.code, made.message).toBe(200);
    const code = made.data.code as string;
    const saved = await api.post(
      '/app/set_shortlink_rules',
      { code, rules: [{ countries: ['GB'], destination: UK_PRODUCT }] },
      creator.token,
    );
    expect(saved.code, saved.message).toBe(200);
    const uk = `${UK_PRODUCT}?tag=${tag}`;
    // A desktop in GB gets the plain redirect to the rule's destination.
    expect(await api.visit(code, { 'user-agent': WINDOWS_CHROME, 'cf-ipcountry': 'GB' })).toMatchObject({
      status: 302,
      location: uk,
    });
    // An iPhone in GB gets the app opener, whose web fallback is the rule's destination.
    const phone = await api.visit(code, { 'user-agent': IPHONE_SAFARI, 'cf-ipcountry': 'GB' });
    expect(phone.status).toBe(200);
    const data = JSON.parse(/<script[^>]*id="deep-link"[^>]*>([^<]*)<\/script>/.exec(phone.body)?.[1] ?? '{}') as {
      webUrl?: string;
    };
    expect(data.webUrl).toBe(uk);
    // Elsewhere, the link's own destination.
    const home = await api.visit(code, { 'user-agent': WINDOWS_CHROME, 'cf-ipcountry': 'US' });
    expect(home.location).toBe((await api.shortLinkRow(code))?.destination);
  });

  it('refuses 21 rules, a bad rule by its number, an untaggable address unless kept untagged, and others’ links', async () => {
    const { api } = ctx;
    const alice = await creatorWithLink(`rf${Date.now().toString(36)}-20`);
    const rule = { device: 'ios', destination: APP_STORE };
    const set = (rules: object[], token = alice.token, code = alice.code) =>
      api.post('/app/set_shortlink_rules', { code, rules }, token);

    await expectRefused(api, () => set(Array.from({ length: 21 }, () => rule)), 400, RULE_MESSAGES.tooMany);
    expect((await set(Array.from({ length: 20 }, () => rule))).data.rules).toHaveLength(20);
    await expectRefused(
      api,
      () => set([rule, { countries: ['GB', 'ZZ'], destination: APP_STORE }]),
      400,
      RULE_MESSAGES.country(2, 'ZZ'),
    );
    await expectRefused(api, () => set([rule, rule, { destination: APP_STORE }]), 400, RULE_MESSAGES.noCondition(3));
    await expectRefused(api, () => set([{ device: 'watch', destination: APP_STORE }]), 400, RULE_MESSAGES.device(1));
    await expectRefused(
      api,
      () => set([{ device: 'ios', destination: 'javascript:alert(1)' }]),
      400,
      RULE_MESSAGES.destination(1),
    );
    // A Walmart page cannot carry the tag of a creator without Impact ids: refused, naming the rule.
    await expectRefused(
      api,
      () => set([rule, { device: 'android', destination: WALMART_PRODUCT }]),
      400,
      /^Rule 2: Walmart links earn you a commission only with .+ or keep this link untagged/,
    );
    const kept = await set([{ device: 'android', destination: WALMART_PRODUCT, keepUntagged: true }]);
    expect(kept.data.rules).toEqual([
      { countries: [], device: 'android', destination: WALMART_PRODUCT, keepUntagged: true },
    ]);

    const bob = await creatorWithLink(`rb${Date.now().toString(36)}-20`);
    await expectRefused(api, () => set([rule], bob.token), 404, SHORT_LINK_MESSAGES.missing);
    const read = await api.post('/app/get_shortlink_rules', { code: alice.code }, bob.token);
    expect([read.status, read.message]).toEqual([404, SHORT_LINK_MESSAGES.missing]);
  });

  it("sends a bio button's visitors through the public page's tracked address to their rules", async () => {
    const { api, server } = ctx;
    const creator = await api.creator(`bb${Date.now().toString(36)}-20`);
    expect((await api.post('/bio/create_bio_link', { title: 'Jane picks' }, creator.token)).code).toBe(200);
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Shop', url: 'https://shop.example.com/' }] },
      creator.token,
    );
    const button = added.data.list[0] as { id: string; shortUrl: string };
    const none = await api.post('/bio/get_button_rules', { id: button.id }, creator.token);
    expectContract('getButtonRules', none);
    expect(none.data).toEqual({ id: button.id, rules: [] });

    const saved = await api.post(
      '/bio/set_button_rules',
      { id: button.id, rules: [{ device: 'desktop', destination: DESKTOP_PAGE }] },
      creator.token,
    );
    expectContract('setButtonRules', saved);
    expect(saved.data).toEqual({
      id: button.id,
      rules: [{ countries: [], device: 'desktop', destination: DESKTOP_PAGE }],
    });
    expect((await api.post('/bio/get_button_rules', { id: button.id }, creator.token)).data).toEqual(saved.data);

    // The public page links the button's tracked address; following it chooses by the visitor's device.
    const html = await (await fetch(`${server.url}/b/${creator.handle}`)).text();
    const code = /<a class="b" href="\/s\/([0-9A-Za-z]{10})">Shop<\/a>/.exec(html)?.[1];
    expect(button.shortUrl).toBe(`${server.url}/s/${code}`);
    if (!code) return;
    expect(await api.visit(code, { 'user-agent': WINDOWS_CHROME })).toMatchObject({
      status: 302,
      location: DESKTOP_PAGE,
    });
    expect(await api.visit(code, { 'user-agent': IPHONE_SAFARI })).toMatchObject({
      status: 302,
      location: 'https://shop.example.com/',
    });
    expect((await api.clicksOf(code)).map((click) => click.rule)).toEqual([1, 0]);

    await expectRefused(
      api,
      () => api.post('/bio/set_button_rules', { id: button.id, rules: [{ destination: DESKTOP_PAGE }] }, creator.token),
      400,
      RULE_MESSAGES.noCondition(1),
    );
    const other = await api.creator(`bo${Date.now().toString(36)}-20`);
    await api.post('/bio/create_bio_link', { title: 'Bob' }, other.token);
    await expectRefused(
      api,
      () => api.post('/bio/set_button_rules', { id: button.id, rules: [] }, other.token),
      404,
      BIO_LINK_MESSAGES.unknownButton(button.id),
    );
  });
});
