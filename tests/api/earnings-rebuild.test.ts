import { describe, expect, it } from 'vitest';
import { projectionTables } from '../support/projection-tables';
import { earningsServer, newOrderId } from './earnings-support';

/** The earnings module's read models. */
const PROJECTIONS = ['conversions', 'tracking-id-holders', 'settlements'];

describe.each(['pglite', 'postgres'] as const)('earnings read models rebuilt from the log (%s)', (kind) => {
  const ctx = earningsServer(kind, undefined, 'own');

  const dump = () => projectionTables(ctx.server, PROJECTIONS);

  it('gives identical tables after a scripted history of orders, tracking ids, closes and payments', async () => {
    const { api } = ctx;
    const tag = `rb${Date.now().toString(36)}-20`;
    const alice = await api.creatorWithLink(tag);
    const bob = await api.creatorWithLink();
    expect((await api.post('/setting/addTrackingId', { trackingId: 'second-20' }, bob.token)).code).toBe(200);
    expect((await api.post('/setting/addTrackingId', { trackingId: 'third-20' }, bob.token)).code).toBe(200);
    expect((await api.post('/setting/removeTrackingId', { trackingId: 'second-20' }, bob.token)).code).toBe(200);
    const ok = async (res: Promise<{ code: number; message: string }>) =>
      expect((await res).code, (await res).message).toBe(200);
    const [a, b, c] = [newOrderId('A'), newOrderId('B'), newOrderId('C')];
    await ok(
      api.postback({
        orderId: a,
        shortCode: alice.code,
        orderAmountCents: 10_000,
        commissionCents: 800,
        status: 'approved',
        orderedAt: '2024-05-03T10:00:00-07:00',
      }),
    );
    await ok(
      api.postback({
        orderId: b,
        trackingId: tag,
        orderAmountCents: 4_000,
        commissionCents: 200,
        status: 'pending',
        orderedAt: '2024-05-09T10:00:00-07:00',
      }),
    );
    await ok(
      api.postback({
        orderId: c,
        trackingId: 'THIRD-20',
        orderAmountCents: 6_000,
        commissionCents: 450,
        status: 'approved',
        orderedAt: '2024-05-20T10:00:00-07:00',
      }),
    );
    expect((await api.admin('settlement', 'close', '--month', '2024-05')).code).toBe(0);
    await ok(
      api.postback({
        orderId: a,
        shortCode: alice.code,
        orderAmountCents: 10_000,
        commissionCents: 800,
        status: 'reversed',
        orderedAt: '2024-05-03T10:00:00-07:00',
      }),
    );
    await ok(
      api.postback({
        orderId: b,
        trackingId: tag,
        orderAmountCents: 4_000,
        commissionCents: 200,
        status: 'approved',
        orderedAt: '2024-05-09T10:00:00-07:00',
      }),
    );
    expect((await api.admin('settlement', 'close', '--month', '2024-06')).code).toBe(0);
    // A creator who leaves: their tracking id stops attributing orders, live as after the rebuild.
    const leaving = await api.creator(`gone${Date.now().toString(36)}-20`);
    const leavingTag = (await api.account(leaving.userId))!.profile.amazonTrackingId as string;
    expect(
      (
        await api.post(
          '/blogger/destroy',
          { confirm: 'DELETE', password: await api.encrypt(leaving.password) },
          leaving.token,
        )
      ).code,
    ).toBe(200);
    expect(
      (
        await api.postback({
          orderId: newOrderId(),
          trackingId: leavingTag,
          orderAmountCents: 100,
          commissionCents: 10,
          status: 'approved',
          orderedAt: '2024-07-01T10:00:00-07:00',
        })
      ).status,
    ).toBe(400);
    const bobLine = (await api.post('/app/settlement/get_detail', {}, bob.token)).data.list[0].id as string;
    expect((await api.admin('settlement', 'pay', '--id', bobLine)).code).toBe(0);

    const live = await dump();
    expect(live.conversions).toHaveLength(3);
    expect(live.settlement_lines).toHaveLength(4);
    expect(live.settlement_months).toHaveLength(2);
    // Bob's registration tag and the id he added and kept; the one he removed is gone.
    expect(live.tracking_id_holders!.some((row) => row.includes(`"${leaving.shopName}"`))).toBe(false);
    const bobKeys = live
      .tracking_id_holders!.filter((row) => row.includes(`"${bob.shopName}"`))
      .map((row) => (JSON.parse(row) as { tracking_key: string }).tracking_key);
    expect(bobKeys.sort()).toEqual(['jane-20', 'third-20']);
    const report = await ctx.server.services.eventStore.rebuild({ projections: PROJECTIONS });
    expect(report.eventsReplayed).toBeGreaterThan(10);
    expect(await dump()).toEqual(live);
  });
});
