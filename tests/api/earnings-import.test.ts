import { describe, expect, it } from 'vitest';
import { pacificDate } from '../../src/domain/pacific-time';
import { CSV_HEADER, earningsServer, newOrderId } from './earnings-support';

/** `npm run admin -- earnings import FILE`: a retailer's earnings report, checked whole, each order stored once. */
describe.each(['pglite', 'postgres'] as const)('earnings report import (%s)', (kind) => {
  const ctx = earningsServer(kind);
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

  it('imports a good file, stores nothing the second time, and shares the orders with the postbacks', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink(`csv${Date.now().toString(36)}-20`);
    const tag = (await api.account(alice.userId))!.profile.amazonTrackingId as string;
    const [a, b, c] = [newOrderId('A'), newOrderId('B'), newOrderId('C')];
    // c arrived by postback first; the report repeats it in the same status.
    expect(
      (
        await api.postback({
          network: 'amazon',
          orderId: c,
          shortCode: alice.code,
          orderAmountCents: 3_000,
          commissionCents: 90,
          status: 'approved',
          orderedAt: yesterday(),
        })
      ).data.outcome,
    ).toBe('recorded');
    const file = api.csvFile([
      CSV_HEADER,
      `amazon,${a},${alice.code},,19999,1000,USD,approved,${yesterday()}`,
      `amazon,${b},,${tag.toUpperCase()},5000,250,USD,pending,${yesterday()}`,
      `amazon,${c},${alice.code},,3000,90,USD,approved,${yesterday()}`,
      `amazon,${b},,${tag},5000,250,USD,reversed,${yesterday()}`,
    ]);
    const first = await api.admin('earnings', 'import', file);
    expect(first.err).toEqual([]);
    expect(first.out).toEqual([
      `Imported ${file.split('/').pop()}: 4 rows, 2 new orders, 1 changed, 1 already known (nothing stored for it).`,
    ]);
    expect(await api.conversionRow(`amazon:${a}`)).toMatchObject({
      shop_domain: alice.shopName,
      status: 'approved',
      commission_cents: 1_000,
      order_amount_cents: 19_999,
    });
    expect(await api.conversionRow(`amazon:${b}`)).toMatchObject({ shop_domain: alice.shopName, status: 'reversed' });

    const events = await api.eventCount();
    const again = await api.admin('earnings', 'import', file);
    expect(again.out).toEqual([
      `Imported ${file.split('/').pop()}: 4 rows, 0 new orders, 0 changed, 4 already known (nothing stored for them).`,
    ]);
    expect(await api.eventCount()).toBe(events);

    const range = { startDate: pacificDate(Date.now() - 2 * 86_400_000), endDate: pacificDate(new Date()) };
    expect((await api.post('/app/earning/get_dashboard', range, alice.token)).data.totals).toMatchObject({
      conversions: 2,
      earnings: { amountCents: 1_090 },
    });
  });

  it('refuses a file with bad rows, naming each by its line and reason, and stores nothing of it', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const good = newOrderId('G');
    const file = api.csvFile([
      CSV_HEADER,
      `impact,${good},${alice.code},,1000,100,USD,approved,${yesterday()}`,
      `impact,${newOrderId()},${alice.code},,1000,100.5,USD,approved,${yesterday()}`,
      `impact,${newOrderId()},Zz9Zz9Zz,,1000,100,USD,approved,${yesterday()}`,
      `impact,${newOrderId()},${alice.code},,1000,100,USD,approved,2025-13-01`,
    ]);
    const events = await api.eventCount();
    const result = await api.admin('earnings', 'import', file);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      `Nothing was imported from ${file.split('/').pop()}: fix these 3 problems and import the file again.`,
      '  line 3: commission_cents must be a whole number of cents from 0 to 10000000000',
      '  line 4: No shop has a short link with the code Zz9Zz9Zz.',
      '  line 5: ordered_at must be a time with its offset, e.g. 2025-03-14T10:22:00-07:00',
    ]);
    expect(await api.eventCount()).toBe(events);
    expect(await api.conversionRow(`impact:${good}`)).toBeUndefined();

    expect((await api.admin('earnings', 'import', `${file}.missing`)).err).toEqual([
      `Cannot read ${file}.missing: no such file`,
    ]);
    expect((await api.admin('earnings', 'import')).code).toBe(2);
  });
});
