import { describe, expect, it } from 'vitest';
import { RESULTS_MESSAGES } from '../../server/modules/boosting/boosting-operations';
import { XLSX_TYPE } from '../../server/modules/boosting/results-export';
import { expectContract } from './account-support';
import { boostingServer, daysFromToday, resultsFolder, sheetRows, today, usd } from './boosting-support';
import { expectRefused, TARGET_PRODUCT } from './short-link-support';

const D1 = daysFromToday(-3);
const D2 = daysFromToday(-2);
const D3 = daysFromToday(-1);
const RANGE = { startDate: daysFromToday(-10), endDate: today() };

describe.each(['pglite', 'postgres'] as const)('boosting results, dashboard and exports (%s)', (kind) => {
  const ctx = boostingServer(kind);
  const files = resultsFolder();

  /**
   * A creator with two applications that may have results: one running with links l0 and l1, one approved with
   * the link l2; `file` holds five days of results for them (see the sums worked out in the tests).
   */
  async function shopWithResults() {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const [l0, l1] = jane.links;
    const l2 = (await api.ok(api.post('/app/get_shortlink/v2', { url: TARGET_PRODUCT, title: 'Tumbler' }, jane.token)))
      .code as string;
    const running = await api.ok(api.post('/user/submitBoosting', api.application([l0, l1]), jane.token));
    const approved = await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([l2], { trackingIds: [{ trackingId: 'jane-21', source: 1 }] }),
        jane.token,
      ),
    );
    await api.operator(running.id, 'review', 'approve', 'start');
    await api.operator(approved.id, 'review', 'approve');
    const rows = [
      [running.id, l0, D1, 1000, 5000, 100, 5, 2500],
      [running.id, l0, D2, 1500, 6000, 120, 6, 1000],
      [running.id, l1, D1, 2000, 8000, 10, 4, 9000],
      [approved.id, l2, D2, 0, 100, 30, 3, 600],
      [approved.id, l2, D3, 500, 1000, 25, 0, 0],
    ];
    return { jane, l0, l1, l2, running: running.id as string, approved: approved.id as string, rows };
  }

  const query = (token: string, path: string, body: Record<string, unknown> = {}) =>
    ctx.api.post(`/boostingData/${path}`, { ...RANGE, ...body }, token);

  it('imports a results file once, answers the dashboard from it, and corrects a row imported with other values', async () => {
    const { api } = ctx;
    const { jane, l0, l1, l2, running, rows } = await shopWithResults();
    const path = files.write(`results-${kind}.csv`, rows);
    const imported = await api.admin('boosting', 'import', path);
    expect([imported.code, imported.out]).toEqual([
      0,
      [`Imported results-${kind}.csv: 5 new rows, 0 corrected, 0 unchanged.`],
    ]);

    const total = await query(jane.token, 'total');
    expectContract('total', total);
    expect(total.data).toEqual({
      ...RANGE,
      metrics: {
        spend: usd(5000),
        earnings: usd(13_100),
        impressions: 20_100,
        clicks: 285,
        orders: 18,
        conversionRate: 18 / 285,
        roi: (13_100 - 5000) / 5000,
      },
    });
    const firstDays = await query(jane.token, 'listByDate', { pageSize: 2 });
    expectContract('listByDate', firstDays);
    expect(firstDays.data.total).toBe(3);
    expect(firstDays.data.list).toEqual([
      {
        date: D3,
        metrics: {
          spend: usd(500),
          earnings: usd(0),
          impressions: 1000,
          clicks: 25,
          orders: 0,
          conversionRate: 0,
          roi: -1,
        },
      },
      {
        date: D2,
        metrics: {
          spend: usd(1500),
          earnings: usd(1600),
          impressions: 6100,
          clicks: 150,
          orders: 9,
          conversionRate: 9 / 150,
          roi: 100 / 1500,
        },
      },
    ]);
    expect(
      (await api.ok(query(jane.token, 'listByDate', { pageSize: 2, pageNum: 2 }))).list.map(
        (d: { date: string }) => d.date,
      ),
    ).toEqual([D1]);

    const byContent = await query(jane.token, 'listByContentId', { pageSize: 2 });
    expectContract('listByContentId', byContent);
    expect(byContent.data.total).toBe(3);
    expect(byContent.data.list.map((r: { content: { contentId: string } }) => r.content.contentId)).toEqual([l1, l0]);
    expect(byContent.data.list[1]).toEqual({
      content: expect.objectContaining({ contentId: l0, kind: 'link' }),
      metrics: {
        spend: usd(2500),
        earnings: usd(3500),
        impressions: 11_000,
        clicks: 220,
        orders: 11,
        conversionRate: 0.05,
        roi: 0.4,
      },
    });
    const ranked = async (path: string) => {
      const res = await query(jane.token, path);
      expectContract(path, res);
      return res.data.list.map((r: { content: { contentId: string } }) => r.content.contentId);
    };
    expect(await ranked('maxRoiData')).toEqual([l1, l0, l2]);
    expect(await ranked('maxEarnings')).toEqual([l1, l0, l2]);
    // l1 had 10 clicks: too few to rank by conversion.
    expect(await ranked('maxConversion')).toEqual([l2, l0]);

    const sum = await query(jane.token, 'sumByContentId', { contentId: l2 });
    expectContract('sumByContentId', sum);
    expect(sum.data.metrics).toMatchObject({ spend: usd(500), earnings: usd(600), clicks: 55, orders: 3, roi: 0.2 });
    const detail = await query(jane.token, 'detailByContentId', { contentId: l0, startDate: D2 });
    expectContract('detailByContentId', detail);
    expect(detail.data).toMatchObject({
      content: { contentId: l0 },
      metrics: { spend: usd(1500), earnings: usd(1000) },
    });
    expect(detail.data.days.map((d: { date: string }) => d.date)).toEqual([D2]);
    expect(
      (await api.ok(query(jane.token, 'detailByContentId', { contentId: l0 }))).days.map(
        (d: { date: string }) => d.date,
      ),
    ).toEqual([D1, D2]);

    // The same file again: nothing new, nothing stored.
    const events = await api.eventCount();
    expect((await api.admin('boosting', 'import', path)).out).toEqual([
      `results-${kind}.csv holds nothing new: its 5 rows are already stored with the same values.`,
    ]);
    expect(await api.eventCount()).toBe(events);
    // A corrected row replaces the stored one, keeping what it replaced in the log.
    const corrected = files.write(`corrected-${kind}.csv`, [
      [running, l0, D2, 1500, 6000, 120, 6, 1200],
      ...rows.slice(2),
    ]);
    expect((await api.admin('boosting', 'import', corrected)).out).toEqual([
      `Imported corrected-${kind}.csv: 0 new rows, 1 corrected, 3 unchanged.`,
    ]);
    expect((await api.ok(query(jane.token, 'total'))).metrics.earnings).toEqual(usd(13_300));
    const { rows: logged } = await ctx.server.services.database.query<{
      data: { rows: Array<Record<string, unknown>> };
    }>(`select data from events where type = 'BoostingResultsCorrected' and data->'rows'->0->>'applicationId' = $1`, [
      running,
    ]);
    expect(logged.map((e) => e.data.rows)).toEqual([
      [
        expect.objectContaining({
          contentId: l0,
          date: D2,
          earningsCents: 1200,
          previous: expect.objectContaining({ earningsCents: 1000 }),
        }),
      ],
    ]);
  });

  it('stores nothing of a file with a bad row, naming each bad line', async () => {
    const { api } = ctx;
    const { jane, l0, l2, running, approved, rows } = await shopWithResults();
    const submitted = await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([l0], { trackingIds: [{ trackingId: 'jane_walmart', source: 7 }] }),
        jane.token,
      ),
    );
    const path = files.write(`bad-${kind}.csv`, [
      ...rows.slice(0, 2),
      [running, l2, D1, 1, 1, 1, 1, 1],
      rows[3]!,
      [approved, l2, daysFromToday(1), 1, 1, 1, 1, 1],
      [submitted.id, l0, D1, 1, 1, 1, 1, 1],
      [running, l0, D1, 1, 1, 1, 1, 1],
      [running, l0, D3, '12.5', 1, 1, 1, 1],
    ]);
    const events = await api.eventCount();
    const refused = await api.admin('boosting', 'import', path);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `bad-${kind}.csv line 4: content ${l2} is not part of application ${running}.`,
      `bad-${kind}.csv line 6: date ${daysFromToday(1)} is in the future (today is ${today()}, Pacific time).`,
      `bad-${kind}.csv line 7: application ${submitted.id} is submitted: results are taken for approved, running or ended applications only.`,
      `bad-${kind}.csv line 8: application ${running}, content ${l0} and date ${D1} are already on line 2.`,
      `bad-${kind}.csv line 9: spend_cents must be a whole number from 0 to 2147483647, not "12.5".`,
      'Nothing was stored: correct the file and import it again.',
    ]);
    expect(await api.eventCount()).toBe(events);
    expect((await api.ok(query(jane.token, 'total'))).metrics).toMatchObject({ spend: usd(0), clicks: 0 });
    const missing = await api.admin('boosting', 'import', `${files.dir}/nothing-here.csv`);
    expect([missing.code, missing.err[0]]).toEqual([2, `Cannot read ${files.dir}/nothing-here.csv: ENOENT`]);
  });

  it('answers another shop only its own results, and refuses its questions about contents that are not its own', async () => {
    const { api } = ctx;
    const { jane, l0, rows } = await shopWithResults();
    await api.admin('boosting', 'import', files.write(`shops-${kind}.csv`, rows));
    const bob = await api.boostingCreator();
    expect((await api.ok(query(bob.token, 'total'))).metrics).toMatchObject({
      spend: usd(0),
      earnings: usd(0),
      roi: 0,
      conversionRate: 0,
    });
    expect(await api.ok(query(bob.token, 'listByContentId'))).toEqual({ list: [], total: 0 });
    expect(await api.ok(query(bob.token, 'maxRoiData'))).toEqual({ list: [] });
    await expectRefused(
      api,
      () => query(bob.token, 'sumByContentId', { contentId: l0 }),
      404,
      RESULTS_MESSAGES.unknownContent,
    );
    await expectRefused(
      api,
      () => query(bob.token, 'detailByContentId', { contentId: l0 }),
      404,
      RESULTS_MESSAGES.unknownContent,
    );
    await expectRefused(
      api,
      () => query(bob.token, 'total', { shopDomain: jane.shopName }),
      403,
      'This shop does not belong to your account.',
    );
    await expectRefused(
      api,
      () => query(jane.token, 'total', { startDate: D3, endDate: D1 }),
      400,
      RESULTS_MESSAGES.rangeReversed,
    );
    await expectRefused(
      api,
      () => query(jane.token, 'detailByContentId', { contentId: l0, startDate: daysFromToday(-400) }),
      400,
      RESULTS_MESSAGES.rangeTooLong,
    );
    await expectRefused(api, () => query(jane.token, 'total', { startDate: '2026-13-01' }), 400, /^Invalid request/);
  });

  it('exports the days and the contents as workbooks whose numbers a spreadsheet can sum', async () => {
    const { api } = ctx;
    const { jane, l0, l1, l2, rows } = await shopWithResults();
    await api.admin('boosting', 'import', files.write(`export-${kind}.csv`, rows));
    // The spreadsheets are a plan feature (Pro Boosting and up, and the boosting special plans): refused before.
    const locked = await api.exportCall('/boostingData/exportByDate', RANGE, jane.token);
    expect([locked.status, ((await locked.json()) as { message: string }).message]).toEqual([
      402,
      'Your plan does not include Boosting results spreadsheets: it comes with the Pro Boosting plan or higher. Open Plans to upgrade.',
    ]);
    expect((await api.admin('billing', 'special-plan', '--shop', jane.shopName, '--plan', '1034')).code).toBe(0);

    const byDate = await api.exportCall(
      '/boostingData/exportByDate',
      { ...RANGE, timestamp: '2026-07-01 09:30:00' },
      jane.token,
    );
    expect(byDate.status).toBe(200);
    expect(byDate.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(byDate.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Boosting results by date 2026-07-01 09:30:00\.xlsx"/,
    );
    const days = await sheetRows(await byDate.arrayBuffer());
    expect(days[0]).toEqual([
      'Date',
      'Spend (USD)',
      'Impressions',
      'Clicks',
      'Orders',
      'Conversion rate',
      'Earnings (USD)',
      'ROI',
    ]);
    expect(days.slice(1, -1).map((row) => (row[0] as Date).toISOString().slice(0, 10))).toEqual([D1, D2, D3]);
    expect(days[1]!.slice(1)).toEqual([30, 13_000, 110, 9, 9 / 110, 115, 8500 / 3000]);
    expect(days.at(-1)).toEqual(['Total', 50, 20_100, 285, 18, 18 / 285, 131, 1.62]);
    // Every measure is a number: the columns add up to the Total row.
    for (let column = 1; column <= 4; column += 1) {
      expect(days.slice(1, -1).reduce((sum, row) => sum + (row[column] as number), 0)).toBeCloseTo(
        days.at(-1)![column] as number,
        9,
      );
    }

    const byContent = await api.exportCall(
      '/boostingData/exportByContentId',
      { ...RANGE, contentIds: [l2, l0] },
      jane.token,
    );
    expect(byContent.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Boosting results by content\.xlsx"/,
    );
    const contents = await sheetRows(await byContent.arrayBuffer());
    expect(contents.map((row) => row[0])).toEqual(['Content id', l0, l2, 'Total']);
    expect(contents[1]).toEqual([l0, 'link', expect.any(String), 25, 11_000, 220, 11, 0.05, 35, 0.4]);
    expect(contents[3]!.slice(3)).toEqual([30, 12_100, 275, 14, 14 / 275, 41, 1100 / 3000]);
    const all = await sheetRows(
      await (await api.exportCall('/boostingData/exportByContentId', RANGE, jane.token)).arrayBuffer(),
    );
    expect(all.map((row) => row[0])).toEqual(['Content id', l1, l0, l2, 'Total']);

    const bob = await api.boostingCreator();
    expect((await api.admin('billing', 'special-plan', '--shop', bob.shopName, '--plan', '109')).code).toBe(0);
    const foreign = await api.exportCall('/boostingData/exportByContentId', { ...RANGE, contentIds: [l0] }, bob.token);
    expect([foreign.status, ((await foreign.json()) as { message: string }).message]).toEqual([
      404,
      RESULTS_MESSAGES.unknownContents([l0]),
    ]);
    const empty = await sheetRows(
      await (await api.exportCall('/boostingData/exportByDate', RANGE, bob.token)).arrayBuffer(),
    );
    expect(empty).toEqual([days[0], ['Total', 0, 0, 0, 0, 0, 0, 0]]);
  });
});
