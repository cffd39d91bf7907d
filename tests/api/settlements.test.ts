import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pacificMonth } from '../../src/domain/pacific-time';
import { PAYMENT_MESSAGES } from '../../server/modules/earnings/settlements';
import { SETTLEMENT_MESSAGES } from '../../server/modules/earnings/settlement-ledger-decider';
import { expectContract } from './account-support';
import { earningsServer, newOrderId } from './earnings-support';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

/**
 * The monthly close (`settlement close|pay|list`) and what the Income page reads of it: get_total, get_detail and
 * the settlement export. Months close in order over the whole database, so the story runs in one test.
 */
describe.each(['pglite', 'postgres'] as const)('settlements (%s)', (kind) => {
  const ctx = earningsServer(kind, undefined, 'own');

  it('closes months into lines, adjusts reversals of settled orders in the next close, pays lines, and answers totals, detail and the export', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const bob = await api.creatorWithLink();
    const shopCode = (await api.post('/code/getShopMaiCode', {}, alice.token)).data as string;
    const carol = await api.creatorWithLink();
    expect((await api.post('/setting/saveReferCode', { referCode: shopCode }, carol.token)).code).toBe(200);

    const order = (code: string, orderId: string, commissionCents: number, orderedAt: string) => ({
      orderId,
      shortCode: code,
      orderAmountCents: commissionCents * 10,
      commissionCents,
      orderedAt,
    });
    const a1 = order(alice.code, newOrderId('A1'), 1_000, '2024-01-10T12:00:00-08:00');
    const a2 = order(alice.code, newOrderId('A2'), 500, '2024-01-20T12:00:00-08:00');
    const a3 = order(alice.code, newOrderId('A3'), 300, '2024-01-25T12:00:00-08:00');
    const a4 = order(alice.code, newOrderId('A4'), 700, '2024-02-05T12:00:00-08:00');
    // Placed at 23:30 Pacific on January 31st: still January's, although it is February in UTC.
    const b1 = order(bob.code, newOrderId('B1'), 2_000, '2024-01-31T23:30:00-08:00');
    const c1 = order(carol.code, newOrderId('C1'), 1_501, '2024-01-12T12:00:00-08:00');
    for (const [body, status] of [
      [a1, 'approved'],
      [a2, 'pending'],
      [a3, 'approved'],
      [a3, 'reversed'],
      [a4, 'approved'],
      [b1, 'approved'],
      [c1, 'approved'],
    ] as const) {
      const res = await api.postback({ ...body, status });
      expect(res.code, res.message).toBe(200);
    }

    const january = await api.admin('settlement', 'close', '--month', '2024-01');
    expect(january.err).toEqual([]);
    expect(january.out[0]).toBe('Closed 2024-01: 3 lines, $45.01 in total.');
    expect(january.out[1]).toMatch(new RegExp(`${alice.shopName} +2024-01 +earnings +1 +\\$10\\.00 +pending`));
    expect(january.out[1]).toMatch(new RegExp(`${bob.shopName} +2024-01 +earnings +1 +\\$20\\.00 +pending`));

    const totals = await api.post('/app/settlement/get_total', {}, alice.token);
    expectContract('getTotal', totals);
    // Carol saved Alice's code and earns $15.01, but pays no bill: referral bonuses are 20% of bills paid, none yet.
    expect(totals.data).toEqual({
      balance: usd(1_000),
      pending: usd(1_200),
      paidOut: usd(0),
      lifetimeEarnings: usd(2_200),
      referralBonus: usd(0),
    });

    // Closing it again changes nothing; closing the running month, or one before the last closed, is refused.
    const events = await api.eventCount();
    expect((await api.admin('settlement', 'close', '--month', '2024-01')).out[0]).toMatch(
      /^2024-01 was closed at .+ UTC; nothing changed\.$/,
    );
    expect(await api.eventCount()).toBe(events);
    const running = pacificMonth(new Date());
    expect((await api.admin('settlement', 'close', '--month', running)).err).toEqual([
      `settlement close failed: ${SETTLEMENT_MESSAGES.notEnded(running)}`,
    ]);
    expect((await api.admin('settlement', 'close', '--month', '2023-12')).err).toEqual([
      `settlement close failed: ${SETTLEMENT_MESSAGES.outOfOrder('2023-12', '2024-01')}`,
    ]);
    expect((await api.admin('settlement', 'close', '--month', '2024-1')).code).toBe(2);

    // After the close: A1 is reversed (settled, so February takes it back) and A2 approved late (February settles it).
    await api.postback({ ...a1, status: 'reversed' });
    await api.postback({ ...a2, status: 'approved' });
    const february = await api.admin('settlement', 'close', '--month', '2024-02');
    expect(february.out[0]).toBe('Closed 2024-02: 2 lines, $2.00 in total.');
    expect(february.out[1]).toMatch(new RegExp(`${alice.shopName} +2024-02 +earnings +2 +\\$12\\.00 +pending`));
    expect(february.out[1]).toMatch(new RegExp(`${alice.shopName} +2024-02 +adjustment +1 +-\\$10\\.00 +pending`));

    const detail = await api.post('/app/settlement/get_detail', {}, alice.token);
    expectContract('getDetail', detail);
    expect(detail.data.total).toBe(3);
    expect(
      detail.data.list.map((l: any) => [
        l.periodStart,
        l.periodEnd,
        l.kind,
        l.source,
        l.amount.amountCents,
        l.conversions,
        l.status,
      ]),
    ).toEqual([
      ['2024-02-01', '2024-02-29', 'earnings', 'affiliate', 1_200, 2, 'pending'],
      ['2024-02-01', '2024-02-29', 'adjustment', 'affiliate', -1_000, 1, 'pending'],
      ['2024-01-01', '2024-01-31', 'earnings', 'affiliate', 1_000, 1, 'pending'],
    ]);
    const januaryLine = detail.data.list[2].id as string;

    const paid = await api.admin('settlement', 'pay', '--id', januaryLine);
    expect(paid.out).toEqual([`Paid ${alice.shopName}'s earnings line of 2024-01, $10.00.`]);
    expect((await api.admin('settlement', 'pay', '--id', januaryLine)).out[0]).toMatch(
      /was already paid at .+ UTC; nothing changed\.$/,
    );
    expect((await api.admin('settlement', 'pay', '--id', 'no-such-line')).err).toEqual([
      `settlement pay failed: ${PAYMENT_MESSAGES.unknownLine('no-such-line')}`,
    ]);
    expect((await api.admin('settlement', 'list', '--shop', alice.shopName, '--status', 'paid')).out.at(-1)).toBe(
      '1 line, $10.00 in total.',
    );

    expect((await api.post('/app/settlement/get_total', {}, alice.token)).data).toEqual({
      balance: usd(200),
      pending: usd(0),
      paidOut: usd(1_000),
      lifetimeEarnings: usd(1_200),
      referralBonus: usd(0),
    });
    // Settings › Income shows the same money, each figure under its own name (issue 24).
    expect((await api.post('/balance/get_balance', {}, alice.token)).data).toMatchObject({
      balance: usd(0),
      referralCredits: usd(0),
      readyToPay: usd(200),
      pending: usd(0),
      settlementsPaid: usd(1_000),
    });
    const page2 = await api.post('/app/settlement/get_detail', { pageNum: 2, pageSize: 2 }, alice.token);
    expect(page2.data.total).toBe(3);
    expect(page2.data.list).toEqual([
      expect.objectContaining({ id: januaryLine, status: 'paid', paidAt: expect.any(String) }),
    ]);
    const febOnly = await api.post(
      '/app/settlement/get_detail',
      { startDate: '2024-02-10', endDate: '2024-03-31' },
      alice.token,
    );
    expect(febOnly.data.list.map((l: any) => l.kind)).toEqual(['earnings', 'adjustment']);
    expect(
      (await api.post('/app/settlement/get_detail', { startDate: '2024-03-01', endDate: '2024-02-01' }, alice.token))
        .message,
    ).toBe('startDate must not be after endDate.');

    // Bob sees his own line only, and cannot ask for Alice's.
    expect(
      (await api.post('/app/settlement/get_detail', {}, bob.token)).data.list.map((l: any) => l.amount.amountCents),
    ).toEqual([2_000]);
    expect((await api.post('/app/settlement/get_detail', { shopDomain: alice.shopName }, bob.token)).status).toBe(403);

    // The export: a real workbook with the same numbers, named with the timestamp the app sent.
    const res = await fetch(`${ctx.server.url}/app/settlement/settlement-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({ startDate: '2024-01-01', endDate: '2024-12-31', timestamp: '2024-03-01 09:30:00' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Settlements 2024-03-01 09:30:00.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Period',
      'Period start',
      'Period end',
      'Source',
      'Kind',
      'Orders',
      'Amount (USD)',
      'Status',
      'Paid on',
      'Line id',
    ]);
    const lines = rows.slice(1, -1);
    expect(lines.map((r) => [r[0], r[4], r[5], r[6], r[7]])).toEqual([
      ['2024-02', 'Earnings', 2, 12, 'pending'],
      ['2024-02', 'Adjustment (reversed orders)', 1, -10, 'pending'],
      ['2024-01', 'Earnings', 1, 10, 'paid'],
    ]);
    expect(lines.map((r) => r[9])).toEqual(detail.data.list.map((l: any) => l.id));
    expect(lines[0]![1]).toEqual(new Date('2024-02-01T00:00:00Z'));
    expect(lines[2]![8]).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Number);
    // The Total row: the orders and the amount summed (empty cells read back as holes).
    expect(rows.at(-1)).toEqual(['Total', undefined, undefined, undefined, undefined, 4, 12]);
    // Without a timestamp the name is plain; a range without lines is a workbook with the header and a zero total.
    const plain = await fetch(`${ctx.server.url}/app/settlement/settlement-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bob.token}` },
      body: JSON.stringify({ startDate: '2025-01-01', endDate: '2025-01-31' }),
    });
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename="Settlements.xlsx"');
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(await plain.arrayBuffer());
    expect(empty.worksheets[0]!.rowCount).toBe(2);
  });
});
