import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacificDate } from '../../src/domain/pacific-time';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { startTestServer } from '../support/test-server';

const E_TAB = '/hosts/analytics/recieve/e_tab';

/** The main tabs' visits (e_tab): counted per Pacific day and tab, with nothing of the shop kept. */
describe.each(['pglite', 'postgres'] as const)('analytics e_tab (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
    api = apiCaller(server.url);
  }, 60_000);
  afterAll(() => server?.close());

  const visits = async () =>
    (
      await server.services.database.query<{ tab: number; visits: number }>(
        'select tab, visits from tab_visits_daily where day = $1::date order by tab',
        [pacificDate(new Date())],
      )
    ).rows;

  it('counts each visit of a main tab for the day, the shop sent as the app sends it or not at all', async () => {
    const creator = await api.registerCreator();
    for (const body of [
      { tab: 902, shopdomain: creator.shopName },
      { tab: 902 },
      { tab: 905, shopDomain: creator.shopName },
    ]) {
      const res = await api.post(E_TAB, body, creator.token);
      expect([res.status, res.code, res.data]).toEqual([200, 200, null]);
    }
    expect(await visits()).toEqual([
      { tab: 902, visits: 2 },
      { tab: 905, visits: 1 },
    ]);
    // Nothing of the shop is in the events: there is nothing to erase when its account goes.
    const { rows } = await server.services.database.query<{ data: Record<string, unknown> }>(
      `select data from events where type = 'TabVisited'`,
    );
    expect(rows.map((row) => Object.keys(row.data).sort())).toEqual([
      ['at', 'tab'],
      ['at', 'tab'],
      ['at', 'tab'],
    ]);
    // A rebuild gives the same counts.
    const before = await visits();
    await server.services.eventStore.rebuild({ projections: ['tab-visits-daily'] });
    expect(await visits()).toEqual(before);
  });

  it('refuses a tab that is not one of the five, another shop, and a caller without a session', async () => {
    const creator = await api.registerCreator();
    const before = await visits();
    const unknownTab = await api.post(E_TAB, { tab: 906 }, creator.token);
    expect(unknownTab.status).toBe(400);
    expect(unknownTab.message).toMatch(/tab/);
    const otherShop = await api.post(E_TAB, { tab: 901, shopdomain: 'someone-else' }, creator.token);
    expect(otherShop.status).toBe(403);
    const anonymous = await api.post(E_TAB, { tab: 901 });
    expect(anonymous.status).toBe(401);
    expect(await visits()).toEqual(before);
  });
});
