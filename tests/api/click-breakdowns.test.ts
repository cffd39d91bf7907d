import { describe, expect, it } from 'vitest';
import { pacificDate } from '../../src/domain/pacific-time';
import { addDays } from '../../src/domain/click-days';
import { projectionTables } from '../support/projection-tables';
import { FACEBOOK_PREVIEW, IPHONE_SAFARI, shortLinkServer, WINDOWS_CHROME } from './short-link-support';

const ANDROID_INSTAGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android';

type Breakdown = {
  clicks: number;
  previousClicks: number;
  botClicks: number;
  previousBotClicks: number;
  countriesFromDbIp: boolean;
  startDate: string;
  previousStartDate: string;
  previousEndDate: string;
  days: Array<{ date: string; clicks: number }>;
  dimensions: Array<{ dimension: string; rows: Array<{ value: string; clicks: number; previousClicks: number }> }>;
};

const valuesOf = (breakdown: Breakdown, dimension: string) =>
  Object.fromEntries(
    breakdown.dimensions.find((d) => d.dimension === dimension)!.rows.map((row) => [row.value, row.clicks]),
  );

describe.each(['pglite', 'postgres'] as const)('click breakdowns (%s)', (kind) => {
  const context = shortLinkServer(kind, { CLICK_COUNTRY_HEADER: 'CF-IPCountry' });

  async function clickedLink() {
    const { api } = context;
    const creator = await api.creator('jane-20');
    const link = (
      await api.post('/app/get_shortlink/v3', { url: 'https://www.amazon.com/dp/B09B8V1LZ3' }, creator.token)
    ).data as { code: string };
    const visits: Array<Record<string, string>> = [
      { 'user-agent': IPHONE_SAFARI, referer: 'https://l.instagram.com/', 'cf-ipcountry': 'DE' },
      { 'user-agent': WINDOWS_CHROME, referer: 'https://www.google.co.uk/', 'cf-ipcountry': 'GB' },
      { 'user-agent': ANDROID_INSTAGRAM },
      { 'user-agent': FACEBOOK_PREVIEW },
    ];
    for (const headers of visits) expect((await api.visit(link.code, headers)).status).toBe(302);
    return { creator, code: link.code };
  }

  const today = () => pacificDate(new Date());

  async function breakdown(token: string, body: Record<string, unknown>) {
    return context.api.post<Breakdown>('/clicks/breakdown', { startDate: today(), endDate: today(), ...body }, token);
  }

  it('counts a link’s clicks by source, device, browser, country and hour at once, robots apart', async () => {
    const { creator, code } = await clickedLink();
    const reply = await breakdown(creator.token, { scope: 'short-link', id: code });
    expect(reply.code, reply.message).toBe(200);
    const data = reply.data!;
    expect([data.clicks, data.botClicks, data.previousClicks, data.previousBotClicks]).toEqual([3, 1, 0, 0]);
    expect(data.previousEndDate).toBe(addDays(today(), -1));
    expect(data.days).toEqual([{ date: today(), clicks: 3 }]);
    expect(valuesOf(data, 'source')).toEqual({ instagram: 2, search: 1 });
    expect(valuesOf(data, 'device')).toEqual({ mobile: 2, desktop: 1 });
    expect(valuesOf(data, 'os')).toEqual({ ios: 1, android: 1, windows: 1 });
    expect(valuesOf(data, 'browser')).toEqual({ safari: 1, chrome: 1, instagram: 1 });
    expect(valuesOf(data, 'country')).toEqual({ DE: 1, GB: 1, unknown: 1 });
    // The CDN's header says the country here, so DB-IP is not to be credited.
    expect(data.countriesFromDbIp).toBe(false);
    expect(Object.values(valuesOf(data, 'hour')).reduce((a, b) => a + b, 0)).toBe(3);
    // Every click went to amazon.com; the link has no destination rules.
    expect(valuesOf(data, 'store')).toEqual({ 'amazon.com': 3 });
    expect(valuesOf(data, 'rule')).toEqual({});
    expect(data.dimensions.map((d) => d.dimension)).toEqual([
      'source',
      'device',
      'os',
      'browser',
      'country',
      'hour',
      'store',
      'rule',
    ]);

    // The whole shop holds the same clicks; another creator cannot read this link's.
    const shop = (await breakdown(creator.token, { scope: 'shop' })).data!;
    expect([shop.clicks, shop.botClicks, valuesOf(shop, 'source')]).toEqual([3, 1, { instagram: 2, search: 1 }]);
    const other = await context.api.creator('other-20');
    const foreign = await breakdown(other.token, { scope: 'short-link', id: code });
    expect([foreign.status, foreign.message]).toEqual([
      404,
      'There is nothing with that id in your shop to count clicks of.',
    ]);
    expect((await breakdown(other.token, { scope: 'shop' })).data!.clicks).toBe(0);
  });

  it('exports the breakdown and the clicks themselves as CSV without personal data', async () => {
    const { creator, code } = await clickedLink();
    const exportOf = (path: string) =>
      fetch(`${context.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.token}` },
        body: JSON.stringify({ scope: 'short-link', id: code, startDate: today(), endDate: today() }),
      });
    const summary = await exportOf('/clicks/breakdown_export');
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(summary.headers.get('content-disposition')).toBe(
      `attachment; filename="Click breakdown short-link ${code} ${today()} to ${today()}.csv"`,
    );
    const lines = (await summary.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      `Dimension,Value,Code,Clicks ${today()} to ${today()},Clicks ${addDays(today(), -1)} to ${addDays(today(), -1)}`,
    );
    expect(lines).toContain('All,Clicks by people,human,3,0');
    expect(lines).toContain('All,Clicks by robots (left out below),bot,1,0');
    expect(lines).toContain('Source,Instagram,instagram,2,0');
    expect(lines).toContain('Browser,Instagram app,instagram,1,0');
    expect(lines).toContain('Country,Germany,DE,1,0');
    expect(lines).toContain('Country,United Kingdom,GB,1,0');
    expect(lines).toContain('Amazon store,amazon.com (United States),amazon.com,3,0');

    const clicks = await exportOf('/clicks/clicks_export');
    expect(clicks.status).toBe(200);
    const rows = (await clicks.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Time (UTC),Pacific date,Pacific hour,Link type,Link,Source,Device,Operating system,Browser,Country,Referrer host,Robot,Amazon store,Destination rule',
    );
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,${today()},\\d{1,2} [AP]M,short-link,${code},Instagram,Phone,iOS,Safari,Germany,l\\.instagram\\.com,no,amazon\\.com \\(United States\\),$`,
      ),
    );
    expect(rows[4]).toMatch(/,Direct or unknown,Other,Other,Other,Unknown,,yes,amazon\.com \(United States\),$/);
  });

  it('names the Amazon stores whose visitors an amazon.com link sent away, and which of them the creator has', async () => {
    const { creator } = await clickedLink();
    const missed = async () => {
      const reply = await context.api.post<{
        startDate: string;
        endDate: string;
        clicks: number;
        stores: Array<{ store: string; clicks: number; trackingIdSaved: boolean }>;
      }>('/clicks/missed_amazon_stores', {}, creator.token);
      expect(reply.code, reply.message).toBe(200);
      return reply.data!;
    };
    // The German and the British visitor (the robot and the visitor of no known country are not counted).
    const first = await missed();
    expect([first.startDate, first.endDate]).toEqual([addDays(today(), -29), today()]);
    expect(first.clicks).toBe(2);
    expect(first.stores).toEqual([
      { store: 'amazon.co.uk', clicks: 1, trackingIdSaved: false },
      { store: 'amazon.de', clicks: 1, trackingIdSaved: false },
    ]);
    const saved = await context.api.post(
      '/setting/saveMarketplaceTrackingId',
      { store: 'amazon.de', trackingId: 'janede-21' },
      creator.token,
    );
    expect(saved.code, saved.message).toBe(200);
    expect((await missed()).stores).toContainEqual({ store: 'amazon.de', clicks: 1, trackingIdSaved: true });
    // Another creator's shop has none of these clicks.
    const other = await context.api.creator('other-20');
    const foreign = await context.api.post<{ clicks: number; stores: unknown[] }>(
      '/clicks/missed_amazon_stores',
      {},
      other.token,
    );
    expect([foreign.data!.clicks, foreign.data!.stores]).toEqual([0, []]);
  });

  it('refuses a backwards or too long range and a scope without its id, in the envelope', async () => {
    const { creator, code } = await clickedLink();
    const cases = [
      [
        { scope: 'short-link', id: code, startDate: today(), endDate: addDays(today(), -1) },
        400,
        'The start date must not be after the end date.',
      ],
      [
        { scope: 'shop', startDate: addDays(today(), -366), endDate: today() },
        400,
        'Choose a range of at most 366 days.',
      ],
      [{ scope: 'bio-button' }, 400, 'Say which one: this breakdown needs an id.'],
      [{ scope: 'landing-page', id: 'nope' }, 404, 'There is nothing with that id in your shop to count clicks of.'],
    ] as const;
    for (const [body, status, message] of cases) {
      const reply = await breakdown(creator.token, body);
      expect([reply.status, reply.message]).toEqual([status, message]);
    }
  });

  it('rebuilds the roll-ups from the log equal to the live ones', async () => {
    await clickedLink();
    await context.server.services.eventStore.catchUp();
    const live = await projectionTables(context.server, ['click-rollups']);
    expect(live.click_rollups!.length).toBeGreaterThan(0);
    const report = await context.server.services.eventStore.rebuild({ projections: ['click-rollups'] });
    expect(report.projections.map((p) => p.name)).toEqual(['click-rollups']);
    expect(await projectionTables(context.server, ['click-rollups'])).toEqual(live);
  });
});
