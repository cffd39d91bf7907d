import { describe, expect, it } from 'vitest';
import { createAdvertising } from '../../server/modules/advertising';
import { projectionTables } from '../support/projection-tables';
import { serverWithTwoCreators, type Creator } from '../support/two-creators';

describe('boosting whitelist and advertising activities (boosting tag)', () => {
  const ctx = serverWithTwoCreators();

  it('answers whitelisted false until an operator adds the shop, and false again once removed', async () => {
    const check = async (creator: Creator) =>
      (await ctx.api.post('/user/checkBoostingWhitelist', {}, creator.token)).data;
    expect(await check(ctx.alice)).toEqual({ whitelisted: false });

    expect((await ctx.admin('whitelist', 'add', '--shop', ctx.alice.shopName)).out).toEqual([
      `Whitelisted ${ctx.alice.shopName} for boosting.`,
    ]);
    expect((await ctx.admin('whitelist', 'add', '--shop', ctx.alice.shopName)).out).toEqual([
      `${ctx.alice.shopName} was already whitelisted for boosting.`,
    ]);
    expect(await check(ctx.alice)).toEqual({ whitelisted: true });
    expect(await check(ctx.bob)).toEqual({ whitelisted: false });
    const listed = await ctx.admin('whitelist', 'list');
    expect(listed.out.join('\n')).toContain(ctx.alice.shopName);
    expect(listed.out.join('\n')).not.toContain(ctx.bob.shopName);

    expect((await ctx.admin('whitelist', 'remove', '--shop', ctx.alice.shopName)).out).toEqual([
      `Removed ${ctx.alice.shopName} from the boosting whitelist.`,
    ]);
    expect((await ctx.admin('whitelist', 'remove', '--shop', ctx.alice.shopName)).out).toEqual([
      `${ctx.alice.shopName} was not on the boosting whitelist.`,
    ]);
    expect(await check(ctx.alice)).toEqual({ whitelisted: false });
  });

  it('refuses a whitelist check without a session, for another shop, or with unknown fields', async () => {
    expect((await ctx.api.post('/user/checkBoostingWhitelist', {})).status).toBe(401);
    const foreign = await ctx.api.post(
      '/user/checkBoostingWhitelist',
      { shopDomain: ctx.bob.shopName },
      ctx.alice.token,
    );
    expect(foreign.code).not.toBe(200);
    const extra = await ctx.api.post('/user/checkBoostingWhitelist', { surprise: 1 }, ctx.alice.token);
    expect([extra.status, extra.code]).toEqual([400, 400]);
  });

  it('refuses whitelist commands without a shop or for a shop nobody has', async () => {
    const missing = await ctx.admin('whitelist', 'add');
    expect(missing.code).toBe(2);
    expect(missing.err.join('\n')).toContain('--shop is required');
    const unknown = await ctx.admin('whitelist', 'add', '--shop', 'nobody.example');
    expect(unknown.code).toBe(2);
    expect(unknown.err.join('\n')).toContain('No creator has the shop nobody.example');
  });

  it('lists posted activities by start time, numbered in posting order, under data.list', async () => {
    const later = await ctx.admin(
      'activity',
      'add',
      '--start',
      '2026-12-01T00:00:00-08:00',
      '--end',
      '2026-12-31T23:59:59-08:00',
      '--title',
      'Holiday boost',
      '--image',
      'https://cdn.example/holiday.png',
      '--link',
      'https://example.com/holiday',
    );
    expect([later.code, later.out]).toEqual([0, ['Posted advertising activity 1.']]);
    const id = await createAdvertising(ctx.server.services.database, ctx.server.services.eventStore).post({
      title: 'Rising Stars',
      imageUrl: 'https://cdn.example/rising.png',
      startTime: '2026-11-01T00:00:00-07:00',
      endTime: '2026-11-30T23:59:59-08:00',
    });
    expect(id).toBe('2');

    const res = await ctx.api.post('/advertising/list', {}, ctx.bob.token);
    expect([res.status, res.code]).toEqual([200, 200]);
    expect(res.data).toEqual({
      list: [
        {
          id: '2',
          title: 'Rising Stars',
          imageUrl: 'https://cdn.example/rising.png',
          startTime: '2026-11-01T07:00:00.000Z',
          endTime: '2026-12-01T07:59:59.000Z',
        },
        {
          id: '1',
          title: 'Holiday boost',
          imageUrl: 'https://cdn.example/holiday.png',
          linkUrl: 'https://example.com/holiday',
          startTime: '2026-12-01T08:00:00.000Z',
          endTime: '2027-01-01T07:59:59.000Z',
        },
      ],
    });

    expect((await ctx.admin('activity', 'remove', '--id', '1')).out).toEqual(['Withdrew advertising activity 1.']);
    expect(
      (await ctx.api.post('/advertising/list', {}, ctx.alice.token)).data.list.map((a: { id: string }) => a.id),
    ).toEqual(['2']);
    const again = await ctx.admin('activity', 'remove', '--id', '1');
    expect([again.code, again.err.join('\n')]).toEqual([2, expect.stringContaining('No such activity: 1.')]);
  });

  it('refuses activities the app could not show, and the list without a session', async () => {
    const base = ['activity', 'add', '--title', 'X', '--image', 'https://cdn.example/x.png'];
    const noOffset = await ctx.admin(...base, '--start', '2026-12-01T00:00:00', '--end', '2026-12-02T00:00:00Z');
    expect([noOffset.code, noOffset.err.join('\n')]).toEqual([
      2,
      expect.stringContaining('startTime must be an ISO 8601 instant with an offset'),
    ]);
    const backwards = await ctx.admin(...base, '--start', '2026-12-02T00:00:00Z', '--end', '2026-12-01T00:00:00Z');
    expect(backwards.err.join('\n')).toContain('endTime must be after startTime.');
    const badImage = await ctx.admin(
      'activity',
      'add',
      '--title',
      'X',
      '--image',
      'ftp://x',
      '--start',
      '2026-12-01T00:00:00Z',
      '--end',
      '2026-12-02T00:00:00Z',
    );
    expect(badImage.err.join('\n')).toContain('imageUrl must be an http(s) address');
    const missing = await ctx.admin('activity', 'add', '--title', 'X');
    expect(missing.err.join('\n')).toContain('--start is required');
    expect((await ctx.api.post('/advertising/list', {})).status).toBe(401);
    expect((await ctx.api.post('/advertising/list', { list: [] }, ctx.alice.token)).status).toBe(400);
  });

  it('rebuilds the whitelist and activity tables from the log to the same rows', async () => {
    await ctx.admin('whitelist', 'add', '--shop', ctx.bob.shopName);
    const dump = () => projectionTables(ctx.server, ['boosting-whitelist', 'advertising']);
    const live = await dump();
    expect(live.boosting_whitelist).toHaveLength(1);
    expect(live.advertising_activities).toHaveLength(1);
    const rebuilt = await ctx.admin('projections', 'rebuild', 'boosting-whitelist', 'advertising');
    expect(rebuilt.code).toBe(0);
    expect(await dump()).toEqual(live);
  });
});
