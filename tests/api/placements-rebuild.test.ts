import { describe, expect, it } from 'vitest';
import { placementSubId } from '../../src/domain/placements';
import { projectionTables } from '../support/projection-tables';
import { earningsServer, newOrderId } from './earnings-support';

/** The read models placements touch: their own table, the links, the click counters and the orders. */
const PROJECTIONS = ['short-links', 'short-link-placements', 'link-clicks-daily', 'conversions'];

describe.each(['pglite', 'postgres'] as const)('placements rebuilt from the log, and erased (%s)', (kind) => {
  const ctx = earningsServer(kind, undefined, 'own');
  const dump = () => projectionTables(ctx.server, PROJECTIONS);

  it('gives identical tables after placements come and go, are clicked and sell, and an account is erased', async () => {
    const { api } = ctx;
    const stamp = Date.now().toString(36);
    const alice = await api.creatorWithLink(`ra${stamp}-20`);
    const leaving = await api.creatorWithLink(`rl${stamp}-20`);
    const add = async (token: string, code: string, name: string) => {
      const res = await api.post('/app/create_placement', { code, name }, token);
      expect(res.code, res.message).toBe(200);
      return res.data as { code: string; subId: string };
    };
    const story = await add(alice.token, alice.code, 'IG story');
    const gone = await add(alice.token, alice.code, 'Pinterest');
    expect((await api.post('/app/delete_placement', { id: gone.code }, alice.token)).code).toBe(200);
    const theirs = await add(leaving.token, leaving.code, 'Newsletter');
    for (const code of [story.code, theirs.code]) expect((await api.visit(code)).status).toBe(302);
    for (const [placement, orderId] of [
      [story, newOrderId('RB')],
      [theirs, newOrderId('RB')],
    ] as const) {
      const res = await api.postback({
        orderId,
        trackingId: placement === story ? `ra${stamp}-20` : `rl${stamp}-20`,
        subId: placement.subId,
        orderAmountCents: 1_000,
        commissionCents: 50,
        status: 'approved',
        orderedAt: new Date(Date.now() - 3_600_000).toISOString(),
      });
      expect(res.data.outcome, res.message).toBe('recorded');
    }
    await expect.poll(async () => (await api.clicksOf(theirs.code)).length).toBe(1);
    const clicked = (code: string) =>
      ctx.server.services.database.query(
        `select 1 from link_clicks_daily where link_type = 'placement' and link_id = $1`,
        [code],
      );
    await expect.poll(async () => (await clicked(story.code)).rows.length).toBe(1);
    await expect.poll(async () => (await clicked(theirs.code)).rows.length).toBe(1);

    // The account goes: its placements' rows and names go, its order stays as a record without them.
    const destroyed = await api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await api.encrypt(leaving.password) },
      leaving.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    expect((await api.visit(theirs.code)).status).toBe(404);
    const { rows: names } = await ctx.server.services.database.query<{ n: number }>(
      `select count(*)::int as n from events where type like 'Placement%' and data->>'name' = 'Newsletter'
       and data->>'shopDomain' = $1`,
      [leaving.shopName],
    );
    expect(names[0]!.n).toBe(0);

    const live = await dump();
    expect(live.short_link_placements!.map((row) => JSON.parse(row).name as string)).toEqual(
      expect.arrayContaining(['IG story', 'Pinterest']),
    );
    expect(live.short_link_placements!.some((row) => row.includes(leaving.shopName))).toBe(false);
    const placed = live.conversions!.map(
      (row) => JSON.parse(row) as { placement_code: string | null; sub_id: string | null },
    );
    expect(placed.filter((row) => row.placement_code === story.code)).toHaveLength(1);
    expect(placed.some((row) => row.placement_code === theirs.code || row.sub_id === placementSubId(theirs.code))).toBe(
      false,
    );
    await ctx.server.services.eventStore.rebuild({ projections: PROJECTIONS });
    expect(await dump()).toEqual(live);
  });
});
