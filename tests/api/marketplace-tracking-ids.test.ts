import { describe, expect, it } from 'vitest';
import { MARKETPLACE_ID_MESSAGES } from '../../src/domain/amazon-marketplaces';
import { expectContract } from './account-support';
import { expectRefused, shortLinkServer } from './short-link-support';
import { projectionTables } from '../support/projection-tables';

/** The creator's Amazon tracking id per Amazon store: saved, replaced, removed, checked per store, kept per shop. */
describe.each(['pglite', 'postgres'] as const)('Amazon tracking ids per store (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  const ids = async (token: string) => (await ctx.api.post('/setting/getMarketplaceTrackingIds', {}, token)).data;
  const save = (token: string, store: string, trackingId: string) =>
    ctx.api.post('/setting/saveMarketplaceTrackingId', { store, trackingId }, token);

  it('has none until saved, then answers one id per store in the store list order', async () => {
    const creator = await ctx.api.registerCreator();
    const empty = await ctx.api.post(
      '/setting/getMarketplaceTrackingIds',
      { shopDomain: creator.shopName },
      creator.token,
    );
    expectContract('getMarketplaceTrackingIds', empty);
    expect(empty.data).toEqual([]);

    const jp = await save(creator.token, 'amazon.co.jp', 'janejp-22');
    expectContract('saveMarketplaceTrackingId', jp);
    expect(jp.data).toEqual([{ store: 'amazon.co.jp', trackingId: 'janejp-22', savedAt: expect.any(String) }]);
    const uk = await save(creator.token, 'amazon.co.uk', ' jane-21 ');
    expect(uk.data.map((row: { store: string; trackingId: string }) => [row.store, row.trackingId])).toEqual([
      ['amazon.co.uk', 'jane-21'],
      ['amazon.co.jp', 'janejp-22'],
    ]);
    expect(await ids(creator.token)).toEqual(uk.data);

    // The same id again changes nothing; another replaces it.
    const before = await ctx.api.eventCount();
    await save(creator.token, 'amazon.co.uk', 'jane-21');
    expect(await ctx.api.eventCount()).toBe(before);
    const replaced = await save(creator.token, 'amazon.co.uk', 'janeuk-21');
    expect(replaced.data[0]).toMatchObject({ store: 'amazon.co.uk', trackingId: 'janeuk-21' });

    const removed = await ctx.api.post(
      '/setting/removeMarketplaceTrackingId',
      { store: 'amazon.co.uk' },
      creator.token,
    );
    expectContract('removeMarketplaceTrackingId', removed);
    expect(removed.data).toEqual([jp.data[0]]);
    // Removing what is not there is no error and appends nothing.
    const after = await ctx.api.eventCount();
    const again = await ctx.api.post('/setting/removeMarketplaceTrackingId', { store: 'amazon.co.uk' }, creator.token);
    expect([again.code, again.data]).toEqual([200, removed.data]);
    expect(await ctx.api.eventCount()).toBe(after);
  });

  it('refuses an id of another store’s shape or an unknown store with a clear sentence, and changes nothing', async () => {
    const creator = await ctx.api.registerCreator();
    await expectRefused(
      ctx.api,
      () => save(creator.token, 'amazon.co.uk', 'janedoe-20'),
      400,
      MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'),
    );
    await expectRefused(
      ctx.api,
      () => save(creator.token, 'amazon.co.jp', 'jane doe-22'),
      400,
      MARKETPLACE_ID_MESSAGES.shape('amazon.co.jp'),
    );
    await expectRefused(ctx.api, () => save(creator.token, 'amazon.com', '  '), 400, 'Enter a tracking ID.');
    const unknown = await expectRefused(
      ctx.api,
      () => save(creator.token, 'amazon.cn', 'jane-21'),
      400,
      /^Invalid request: store must be one of/,
    );
    expect(unknown.message).toContain('amazon.co.uk');
    await expectRefused(
      ctx.api,
      () => ctx.api.post('/setting/saveMarketplaceTrackingId', { store: 'amazon.de' }, creator.token),
      400,
      /trackingId is required/,
    );
    expect(await ids(creator.token)).toEqual([]);
  });

  it('keeps each shop its own ids, refuses another shop’s domain, and erases them with the account', async () => {
    const jane = await ctx.api.registerCreator();
    const bob = await ctx.api.registerCreator();
    await save(jane.token, 'amazon.de', 'janede-21');
    expect(await ids(bob.token)).toEqual([]);
    const foreign = await ctx.api.post('/setting/getMarketplaceTrackingIds', { shopDomain: jane.shopName }, bob.token);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign)).not.toContain('janede-21');
    await expectRefused(
      ctx.api,
      () =>
        ctx.api.post(
          '/setting/saveMarketplaceTrackingId',
          { shopDomain: jane.shopName, store: 'amazon.de', trackingId: 'bob-21' },
          bob.token,
        ),
      403,
      /./,
    );
    expect((await ids(jane.token))[0]).toMatchObject({ trackingId: 'janede-21' });

    const res = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(jane.password) },
      jane.token,
    );
    expect(res.code, res.message).toBe(200);
    const events = await ctx.server.services.eventStore.readStream(`marketplace-tracking-ids:${jane.shopName}`);
    expect(events.map((e) => e.data)).toEqual([{ redacted: true }]);
    const { rows } = await ctx.server.services.database.query(
      'select * from marketplace_tracking_ids where shop_domain = $1',
      [jane.shopName],
    );
    expect(rows).toEqual([]);
  });

  it('rebuilds the read table from the log to the same rows', async () => {
    const creator = await ctx.api.registerCreator();
    await save(creator.token, 'amazon.com', 'jane-20');
    await save(creator.token, 'amazon.fr', 'janefr-21');
    await save(creator.token, 'amazon.fr', 'janefr2-21');
    await ctx.api.post('/setting/removeMarketplaceTrackingId', { store: 'amazon.com' }, creator.token);
    const live = await projectionTables(ctx.server, ['marketplace-tracking-ids']);
    expect(live.marketplace_tracking_ids!.some((row) => row.includes('janefr2-21'))).toBe(true);
    await ctx.server.services.eventStore.rebuild({ projections: ['marketplace-tracking-ids'] });
    expect(await projectionTables(ctx.server, ['marketplace-tracking-ids'])).toEqual(live);
  });
});
