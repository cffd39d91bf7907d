import { describe, expect, it } from 'vitest';
import { DELETED_SHOP_PREFIX } from '../../server/modules/earnings/shop-earnings-erasure';
import { projectionTables } from '../support/projection-tables';
import { boostingApi, daysFromToday, resultsFolder, usd } from './boosting-support';
import { earningsApi, earningsServer, newOrderId } from './earnings-support';

/**
 * Deleting an account erases its shop's boosting (drafts, applications with the creator's notes and the
 * reviewer's reasons, results, whitelisting) from the log and the read tables, and keeps its orders and
 * settlement lines as financial records under a pseudonym, without its tracking ids and link codes. Another
 * shop's data stays as it was, and the read tables rebuild from the log to the same rows.
 */

const BOOSTING_PROJECTIONS = ['boosting-applications', 'boosting-drafts', 'boosting-results', 'boosting-whitelist'];
const EARNINGS_PROJECTIONS = ['conversions', 'settlements'];

describe.each(['pglite', 'postgres'] as const)('deleting an account: boosting and earnings (%s)', (kind) => {
  const ctx = earningsServer(kind);
  const files = resultsFolder();

  const deleteAccount = async (creator: { password: string; token: string }) => {
    const res = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(creator.password) },
      creator.token,
    );
    expect(res.code, res.message).toBe(200);
  };
  const rows = async <T extends object = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await ctx.server.services.database.query<T>(sql, params)).rows;

  it("erases the shop's drafts, applications, notes, reviewers' reasons, results and whitelisting; other shops keep theirs", async () => {
    const api = boostingApi(ctx.server);
    const jane = await api.boostingCreator();
    const bob = await api.boostingCreator();
    const [l0, l1] = jane.links;
    const draft = await api.ok(
      api.post('/boosting/saveDraft', { contentIds: [l0], note: 'Draft note of the leaving creator' }, jane.token),
    );
    const rejected = await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([l0], {
          note: 'Application note of the leaving creator',
          trackingIds: [{ trackingId: 'jane-21', source: 1 }],
        }),
        jane.token,
      ),
    );
    await api.operator(rejected.id, 'review');
    expect(
      (
        await api.admin(
          'boosting',
          'reject',
          '--id',
          rejected.id,
          '--reason',
          'Reason only the leaving creator was told',
        )
      ).code,
    ).toBe(0);
    const running = await api.ok(api.post('/user/submitBoosting', api.application([l1]), jane.token));
    await api.operator(running.id, 'review', 'approve', 'start');
    const bobs = await api.ok(
      api.post('/user/submitBoosting', api.application([bob.links[0]], { note: 'Bob keeps this' }), bob.token),
    );
    await api.ok(
      api.post('/boosting/saveDraft', { contentIds: [bob.links[1]], note: 'Bob keeps this draft' }, bob.token),
    );
    await api.operator(bobs.id, 'review', 'approve', 'start');
    const day = daysFromToday(-1);
    const results = [
      [running.id, l1, day, 100, 1000, 40, 2, 300],
      [bobs.id, bob.links[0], day, 200, 2000, 50, 1, 90],
    ];
    expect((await api.admin('boosting', 'import', files.write(`both-${kind}.csv`, results))).code).toBe(0);
    const janeStreams = [draft.id, rejected.id, running.id].map((id: string) => `boosting:${id}`);
    const secrets = [
      'Draft note of the leaving creator',
      'Application note of the leaving creator',
      'Reason only the leaving creator was told',
    ];
    const logText = async () =>
      (await rows<{ data: string }>('select data::text as data from events')).map((r) => r.data).join('\n');
    for (const secret of secrets) expect(await logText()).toContain(secret);

    await deleteAccount(jane);

    // The log: every event of the shop's drafts and applications keeps only { redacted: true }, and nothing of it is left elsewhere.
    const janeEvents = await rows<{ data: unknown }>('select data from events where stream_id = any($1::text[])', [
      janeStreams,
    ]);
    expect(janeEvents.length).toBeGreaterThanOrEqual(7);
    expect(janeEvents.every((event) => JSON.stringify(event.data) === '{"redacted":true}')).toBe(true);
    const log = await logText();
    for (const secret of secrets) expect(log).not.toContain(secret);
    const boostingData = (
      await rows<{ data: string }>(`select data::text as data from events where stream_id like 'boosting%'`)
    )
      .map((r) => r.data)
      .join('\n');
    expect(boostingData).not.toContain(`"${jane.shopName}"`);
    // The import keeps the other shop's row.
    const ledger = await rows<{ data: { rows: Array<{ applicationId: string }> } }>(
      `select data from events where type = 'BoostingResultsRecorded'`,
    );
    expect(ledger.flatMap((event) => event.data.rows.map((row) => row.applicationId))).toEqual([bobs.id]);

    // The read tables: nothing of the shop; the other shop's application, result and whitelisting stay.
    for (const table of [
      'boosting_applications',
      'boosting_application_tracking_ids',
      'boosting_drafts',
      'boosting_results',
      'boosting_whitelist',
    ]) {
      expect(await rows(`select 1 from ${table} where shop_domain = $1`, [jane.shopName]), table).toEqual([]);
      expect(
        (await rows(`select 1 from ${table} where shop_domain = $1`, [bob.shopName])).length,
        table,
      ).toBeGreaterThan(0);
    }
    expect((await api.admin('whitelist', 'list')).out.join('\n')).not.toContain(jane.shopName);
    expect((await api.admin('boosting', 'list')).out.join('\n')).not.toContain(running.id);
    const bobDetail = await api.ok(api.post('/user/boosting/detail', { id: bobs.id }, bob.token));
    expect(bobDetail).toMatchObject({ id: bobs.id, status: 'running', note: 'Bob keeps this' });
    expect(
      (await api.ok(api.post('/boostingData/total', { startDate: day, endDate: day }, bob.token))).metrics,
    ).toMatchObject({ spend: usd(200), earnings: usd(90) });

    // No operator step or import reaches an erased application.
    const end = await api.admin('boosting', 'end', '--id', running.id);
    expect([end.code, end.err.join('\n')]).toEqual([
      1,
      expect.stringContaining(`There is no boosting application ${running.id}.`),
    ]);
    const again = await api.admin('boosting', 'import', files.write(`again-${kind}.csv`, results));
    expect(again.code).toBe(1);
    expect(again.err).toContain(`again-${kind}.csv line 2: there is no boosting application ${running.id}.`);

    const live = await projectionTables(ctx.server, BOOSTING_PROJECTIONS);
    await ctx.server.services.eventStore.rebuild({ projections: BOOSTING_PROJECTIONS });
    expect(await projectionTables(ctx.server, BOOSTING_PROJECTIONS)).toEqual(live);
  });

  it("keeps the shop's orders and settlement lines with their amounts, under a pseudonym and without its link codes or tracking ids", async () => {
    const api = earningsApi(ctx.server);
    const jane = await api.creatorWithLink();
    const bob = await api.creatorWithLink();
    const order = (
      orderId: string,
      shortCode: string,
      commissionCents: number,
      status: 'pending' | 'approved',
      orderedAt: string,
    ) =>
      api.postback({ orderId, shortCode, orderAmountCents: commissionCents * 10, commissionCents, status, orderedAt });
    const [settled, pending, bobs] = [newOrderId('J'), newOrderId('P'), newOrderId('B')];
    for (const res of [
      await order(settled, jane.code, 800, 'approved', '2024-03-05T10:00:00-08:00'),
      await order(pending, jane.code, 450, 'pending', '2024-03-20T10:00:00-07:00'),
      await order(bobs, bob.code, 300, 'approved', '2024-03-07T10:00:00-08:00'),
    ]) {
      expect(res.code, res.message).toBe(200);
    }
    expect((await api.admin('settlement', 'close', '--month', '2024-03')).code).toBe(0);
    const janeLine = (await api.post('/app/settlement/get_detail', {}, jane.token)).data.list[0].id as string;
    expect((await api.admin('settlement', 'pay', '--id', janeLine)).code).toBe(0);
    const conversion = (orderId: string) => api.conversionRow(`impact:${orderId}`);
    const before = await conversion(settled);
    expect(before).toMatchObject({ shop_domain: jane.shopName, short_code: jane.code });

    await deleteAccount(jane);

    // The orders: amounts, statuses and dates kept; one pseudonym for the shop; no link code or tracking id.
    const after = await conversion(settled);
    const pseudonym = after!.shop_domain as string;
    expect(pseudonym.startsWith(DELETED_SHOP_PREFIX)).toBe(true);
    expect(after).toEqual({ ...before, shop_domain: pseudonym, short_code: null, tracking_id: null });
    expect(await conversion(pending)).toMatchObject({
      shop_domain: pseudonym,
      short_code: null,
      status: 'pending',
      commission_cents: 450,
    });
    expect(await conversion(bobs)).toMatchObject({ shop_domain: bob.shopName, short_code: bob.code });
    // The settlement line: paid, same amount, under the pseudonym; the month still adds up.
    expect(
      await rows('select shop_domain, amount_cents, status from settlement_lines where line_id = $1', [janeLine]),
    ).toEqual([{ shop_domain: pseudonym, amount_cents: 800, status: 'paid' }]);
    const [month] = await rows<{ total_cents: number; lines: number }>(
      `select m.total_cents, (select sum(amount_cents) from settlement_lines where month = m.month) as lines from settlement_months m where m.month = '2024-03'`,
    );
    expect(Number(month!.lines)).toBe(Number(month!.total_cents));
    // The log names neither the shop nor its link in any order or settlement.
    const earningsLog = (
      await rows<{ data: string }>(
        `select data::text as data from events where type in ('ConversionRecorded', 'SettlementLineIssued')`,
      )
    )
      .map((r) => r.data)
      .join('\n');
    expect(earningsLog).not.toContain(`"${jane.shopName}"`);
    expect(earningsLog).not.toContain(`"${jane.code}"`);
    expect(earningsLog).toContain(`"${bob.shopName}"`);

    // A later word on a known order still counts, and the next close settles it under the pseudonym; a new order through the link is refused.
    expect((await order(pending, jane.code, 450, 'approved', '2024-03-20T10:00:00-07:00')).code).toBe(200);
    expect(await conversion(pending)).toMatchObject({ shop_domain: pseudonym, status: 'approved' });
    expect((await order(newOrderId(), jane.code, 100, 'approved', '2024-04-02T10:00:00-07:00')).status).toBe(400);
    expect((await api.admin('settlement', 'close', '--month', '2024-04')).code).toBe(0);
    expect(await rows(`select shop_domain, amount_cents, kind from settlement_lines where month = '2024-04'`)).toEqual([
      { shop_domain: pseudonym, amount_cents: 450, kind: 'earnings' },
    ]);

    const live = await projectionTables(ctx.server, EARNINGS_PROJECTIONS);
    await ctx.server.services.eventStore.rebuild({ projections: EARNINGS_PROJECTIONS });
    expect(await projectionTables(ctx.server, EARNINGS_PROJECTIONS)).toEqual(live);
  });
});
