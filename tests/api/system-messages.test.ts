import { describe, expect, it } from 'vitest';
import { createSystemMessages } from '../../server/modules/system-messages';
import { serverWithTwoCreators, type Creator } from '../support/two-creators';

const GATEWAY = '/hosts/gateway';
const UNREAD = `${GATEWAY}/api/system-msg/unread`;
const MARK_READ = `${GATEWAY}/api/system-msg/mark-read`;

describe('system messages on the gateway host (support tag)', () => {
  const ctx = serverWithTwoCreators();

  it('a new creator has no unread message', async () => {
    const res = await ctx.api.post(UNREAD, { platform: 'web', appVersion: '6.3.67' }, ctx.alice.token);
    expect([res.status, res.code, res.data]).toEqual([200, 200, []]);
  });

  it('delivers a message sent to one shop to that shop only, with every field of the notification', async () => {
    const sent = await ctx.admin(
      'message',
      'send',
      '--shop',
      ctx.alice.shopName,
      '--title',
      'Your Facebook Page was unlinked',
      '--subtitle',
      'Instagram account',
      '--body',
      '<p>Re-link it to keep <b>AutoDM</b> running.</p>',
      '--type',
      'autodm',
      '--url',
      '/pages/autoDm/index',
      '--url-type',
      'router',
      '--page-type',
      '1',
      '--confirm',
      'go resolve',
      '--cancel',
      'not now',
    );
    expect(sent.err).toEqual([]);
    expect(sent.code).toBe(0);
    const id = /Sent system message (\S+) to the shop/.exec(sent.out[0] ?? '')?.[1];
    expect(id).toBeDefined();

    const forAlice = await ctx.api.post(UNREAD, {}, ctx.alice.token);
    expect(forAlice.code).toBe(200);
    expect(forAlice.data).toEqual([
      {
        id,
        title: 'Your Facebook Page was unlinked',
        subTitle: 'Instagram account',
        richText: '<p>Re-link it to keep <b>AutoDM</b> running.</p>',
        isRead: false,
        msgType: 'autodm',
        urlType: 'router',
        pageType: 1,
        url: '/pages/autoDm/index',
        confirmBtn: 'go resolve',
        cancelBtn: 'not now',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await ctx.api.post(UNREAD, {}, ctx.bob.token)).data).toEqual([]);

    // Bob cannot mark Alice's message: it is as unknown to him as a message that never existed.
    const foreign = await ctx.api.post(MARK_READ, { ids: [id] }, ctx.bob.token);
    expect([foreign.status, foreign.code]).toEqual([404, 404]);
    expect(foreign.message).toBe(`No such message: ${id}.`);
    expect((await ctx.api.post(UNREAD, {}, ctx.alice.token)).data).toHaveLength(1);

    const read = await ctx.api.post(MARK_READ, { ids: [id] }, ctx.alice.token);
    expect([read.code, read.data]).toEqual([200, { unreadCount: 0 }]);
    expect((await ctx.api.post(UNREAD, {}, ctx.alice.token)).data).toEqual([]);
    // Reading again changes nothing and records nothing.
    const before = await ctx.server.services.eventStore.streamVersion(`system-inbox:${ctx.alice.shopName}`);
    expect((await ctx.api.post(MARK_READ, { ids: [id] }, ctx.alice.token)).data).toEqual({ unreadCount: 0 });
    expect(await ctx.server.services.eventStore.streamVersion(`system-inbox:${ctx.alice.shopName}`)).toBe(before);
  });

  it('delivers a broadcast to every shop, newest first, and each shop reads it on its own', async () => {
    const messages = createSystemMessages(ctx.server.services.database, ctx.server.services.eventStore);
    const first = await messages.send({
      shopDomain: null,
      content: { title: 'Scheduled maintenance', richText: 'Sunday 2 am.', msgType: 'system' },
    });
    const second = await messages.send({
      shopDomain: null,
      content: { title: 'New: AI collages', richText: 'Try them.', msgType: 'system' },
    });

    const aliceList = await ctx.api.post(UNREAD, { platform: 'web' }, ctx.alice.token);
    expect(aliceList.data.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect((await ctx.api.post(UNREAD, {}, ctx.bob.token)).data.map((m: { id: string }) => m.id)).toEqual([
      second,
      first,
    ]);

    const afterOne = await ctx.api.post(MARK_READ, { ids: [second] }, ctx.alice.token);
    expect(afterOne.data).toEqual({ unreadCount: 1 });
    expect((await ctx.api.post(UNREAD, {}, ctx.alice.token)).data.map((m: { id: string }) => m.id)).toEqual([first]);
    expect((await ctx.api.post(UNREAD, {}, ctx.bob.token)).data).toHaveLength(2);
    expect((await ctx.api.post(MARK_READ, { ids: [first, second] }, ctx.bob.token)).data).toEqual({ unreadCount: 0 });
    expect((await ctx.api.post(MARK_READ, { ids: [first] }, ctx.alice.token)).data).toEqual({ unreadCount: 0 });
  });

  it('shows a message meant for one app only to callers that say they are that app', async () => {
    const sent = await ctx.admin(
      'message',
      'send',
      '--all',
      '--platform',
      'ios',
      '--title',
      'Update the iOS app',
      '--body',
      'Version 6.4 is out.',
    );
    expect(sent.code).toBe(0);
    expect(sent.out[0]).toMatch(/to every shop \(ios app only\)\.$/);
    expect((await ctx.api.post(UNREAD, { platform: 'web' }, ctx.alice.token)).data).toEqual([]);
    expect((await ctx.api.post(UNREAD, {}, ctx.alice.token)).data).toEqual([]);
    const onIos = await ctx.api.post(UNREAD, { platform: 'ios' }, ctx.alice.token);
    expect(onIos.data.map((m: { title: string }) => m.title)).toEqual(['Update the iOS app']);
    expect((await ctx.api.post(MARK_READ, { ids: [onIos.data[0].id], platform: 'ios' }, ctx.alice.token)).data).toEqual(
      { unreadCount: 0 },
    );
  });

  it('refuses bad input with a 400 that names the field, and calls without a session with a 401', async () => {
    const cases: Array<[string, unknown]> = [
      [MARK_READ, {}],
      [MARK_READ, { ids: [] }],
      [MARK_READ, { ids: ['a', 'a'] }],
      [MARK_READ, { ids: ['not an id!'] }],
      [MARK_READ, { ids: ['x'], extra: true }],
      [UNREAD, { platform: 'windows' }],
      [UNREAD, { appVersion: 'latest' }],
    ];
    for (const [path, body] of cases) {
      const res = await ctx.api.post(path, body, ctx.alice.token);
      expect([path, body, res.status, res.code]).toEqual([path, body, 400, 400]);
    }
    const unknown = await ctx.api.post(MARK_READ, { ids: ['no-such-message'] }, ctx.alice.token);
    expect([unknown.code, unknown.message]).toEqual([404, 'No such message: no-such-message.']);
    expect((await ctx.api.post(UNREAD, {})).code).toBe(401);
    expect((await ctx.api.post(MARK_READ, { ids: ['x'] })).code).toBe(401);
  });

  it('the operators command refuses what the app could not show, and unknown shops', async () => {
    const usage = async (...argv: string[]) => {
      const res = await ctx.admin('message', 'send', ...argv);
      expect(res.code).toBe(2);
      return res.err[0];
    };
    expect(await usage('--title', 'T', '--body', 'B')).toBe('Give either --shop SHOP or --all');
    expect(await usage('--all', '--shop', ctx.alice.shopName, '--title', 'T', '--body', 'B')).toBe(
      'Give either --shop SHOP or --all',
    );
    expect(await usage('--all', '--body', 'B')).toBe('--title is required');
    expect(await usage('--all', '--title', 'T')).toBe('--body is required');
    expect(await usage('--all', '--title', ' ', '--body', 'B')).toBe('title must not be empty.');
    expect(await usage('--all', '--title', 'T', '--body', 'B', '--url', 'https://example.com')).toBe(
      'url and urlType go together: a link needs both, a message without a link neither.',
    );
    expect(
      await usage('--all', '--title', 'T', '--body', 'B', '--url', 'javascript:alert(1)', '--url-type', 'open'),
    ).toBe('An open link must be an http(s) address.');
    expect(
      await usage(
        '--all',
        '--title',
        'T',
        '--body',
        'B',
        '--url',
        'https://x.example',
        '--url-type',
        'open',
        '--page-type',
        '2',
      ),
    ).toBe('pageType applies to router links only.');
    expect(await usage('--all', '--title', 'T', '--body', 'B', '--type', 'spam')).toBe(
      '--type is one of system, account, billing, autodm, boosting',
    );
    expect(await usage('--shop', 'nobody-here', '--title', 'T', '--body', 'B')).toBe(
      'No creator has the shop nobody-here (see `users list`)',
    );
    expect(await usage('--all', '--title', 'T', '--body', 'B', '--colour', 'red')).toBe('Unknown argument: --colour');
    expect((await ctx.api.post(UNREAD, {}, ctx.bob.token)).data).toEqual([]);
  });

  it('rebuilds the read tables from the log to the same rows', async () => {
    const dump = async () => ({
      messages: (
        await ctx.server.services.database.query('select to_jsonb(t)::text as row from system_messages t order by 1')
      ).rows,
      reads: (
        await ctx.server.services.database.query(
          'select to_jsonb(t)::text as row from system_message_reads t order by 1',
        )
      ).rows,
    });
    const live = await dump();
    expect(live.messages.length).toBeGreaterThanOrEqual(4);
    expect(live.reads.length).toBeGreaterThanOrEqual(5);
    await ctx.server.services.eventStore.rebuild({ projections: ['system-messages'] });
    expect(await dump()).toEqual(live);
  });
});
