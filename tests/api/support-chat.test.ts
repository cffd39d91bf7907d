import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_MESSENGER_TOKEN, messengerOf } from '../../src/domain/support-chat';
import type { RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { sharedTestServer } from '../support/test-server';

const TOKEN = '/hosts/chat/app/intercom/token';
const SEND = '/support/messages/send';
const LIST = '/support/messages/list';
const UNREAD = '/support/unread';

describe.each(['pglite', 'postgres'] as const)(
  'support chat: the chat host token and the built-in messenger (%s)',
  (kind) => {
    let server: RunningServer;
    let api: ApiCaller;
    let admin: ReturnType<typeof adminOn>;

    beforeAll(async () => {
      server = await sharedTestServer({}, kind);
      api = apiCaller(server.url);
      admin = adminOn(server);
    });
    afterAll(() => server?.close());

    it('without Intercom configured, the token starts the built-in messenger', async () => {
      const creator = await api.registerCreator();
      const res = await api.post(TOKEN, { shopDomain: creator.shopName }, creator.token);
      expect([res.status, res.code, res.data]).toEqual([200, 200, BUILTIN_MESSENGER_TOKEN]);
      expect(messengerOf(res.data)).toEqual({ kind: 'builtin' });
      expect((await api.post(TOKEN, {})).status).toBe(401);
    });

    it('a creator writes, an operator replies from the command line, the badge counts it until the creator reads', async () => {
      const creator = await api.registerCreator();
      expect((await api.post(UNREAD, {}, creator.token)).data).toEqual({ unreadCount: 0 });
      const sent = await api.post(SEND, { body: '  Where do I see my clicks?  ' }, creator.token);
      expect([sent.status, sent.data.author, sent.data.body]).toEqual([200, 'creator', 'Where do I see my clicks?']);

      const waiting = await admin('chat', 'list');
      expect(waiting.err).toEqual([]);
      expect(waiting.out.join('\n')).toMatch(new RegExp(`${creator.shopName}\\s+1\\s+1\\s`));
      const replied = await admin('chat', 'reply', '--shop', creator.shopName, '--text', 'On the My Links tab.');
      expect([replied.code, replied.err]).toEqual([0, []]);
      await admin('chat', 'reply', '--shop', creator.shopName, '--text', 'Anything else?');
      expect((await api.post(UNREAD, {}, creator.token)).data).toEqual({ unreadCount: 2 });

      const page = await api.post(LIST, { pageNum: 1, pageSize: 20 }, creator.token);
      expect(page.data.total).toBe(3);
      expect(page.data.list.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
        ['agent', 'Anything else?'],
        ['agent', 'On the My Links tab.'],
        ['creator', 'Where do I see my clicks?'],
      ]);
      // The operator read the creator's message when answering it; the creator read the answers by listing.
      expect(page.data.list.every((m: { readAt?: string }) => typeof m.readAt === 'string')).toBe(true);
      expect((await api.post(UNREAD, {}, creator.token)).data).toEqual({ unreadCount: 0 });
      const thread = await admin('chat', 'list', '--shop', creator.shopName);
      expect(thread.out.join('\n')).toContain('Anything else?');
    });

    it("keeps each shop's conversation to itself", async () => {
      const alice = await api.registerCreator();
      const bob = await api.registerCreator();
      await api.post(SEND, { body: 'Hi from Alice' }, alice.token);
      await admin('chat', 'reply', '--shop', alice.shopName, '--text', 'Hi Alice');
      expect((await api.post(UNREAD, {}, bob.token)).data).toEqual({ unreadCount: 0 });
      expect((await api.post(LIST, {}, bob.token)).data).toEqual({ list: [], total: 0 });
    });

    it('refuses an empty or oversized message, unknown fields, and an operator reply to an unknown shop', async () => {
      const creator = await api.registerCreator();
      expect((await api.post(SEND, { body: '' }, creator.token)).status).toBe(400);
      const blank = await api.post(SEND, { body: '   ' }, creator.token);
      expect([blank.status, blank.message]).toEqual([400, 'Write a message first.']);
      expect((await api.post(SEND, { body: 'x'.repeat(4001) }, creator.token)).status).toBe(400);
      expect((await api.post(SEND, { text: 'hello' }, creator.token)).status).toBe(400);
      expect((await api.post(SEND, { body: 'hello' })).status).toBe(401);
      expect((await api.post(LIST, { pageSize: 0 }, creator.token)).status).toBe(400);
      const unknown = await admin('chat', 'reply', '--shop', 'no-such-shop', '--text', 'hello');
      expect(unknown.code).toBe(2);
      expect((await admin('chat', 'reply', '--shop', creator.shopName)).code).toBe(2);
    });
    it('rebuilds the conversations from the log to the same rows, read marks included', async () => {
      const creator = await api.registerCreator();
      await api.post(SEND, { body: 'First' }, creator.token);
      await admin('chat', 'reply', '--shop', creator.shopName, '--text', 'Answer');
      await api.post(LIST, {}, creator.token);
      await api.post(SEND, { body: 'Second, unread by support' }, creator.token);
      const dump = async () =>
        (
          await server.services.database.query<{ row: string }>(
            'select to_jsonb(t)::text as row from support_messages t order by 1',
          )
        ).rows.map((r) => r.row);
      const live = await dump();
      await server.services.eventStore.rebuild({ projections: ['support-chat'] });
      expect(await dump()).toEqual(live);
    });
  },
);

describe('support chat with Intercom configured', () => {
  let server: RunningServer;
  let api: ApiCaller;

  beforeAll(async () => {
    server = await sharedTestServer({ INTERCOM_APP_ID: 'abc123', INTERCOM_SECRET: 'workspace-secret' });
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  it("answers Intercom's identity verification: the HMAC-SHA256 of the user id under the secret", async () => {
    const creator = await api.registerCreator();
    const res = await api.post(TOKEN, { shopDomain: creator.shopName }, creator.token);
    expect([res.status, res.code]).toEqual([200, 200]);
    const choice = messengerOf(res.data);
    if (choice?.kind !== 'intercom') throw new Error(`not an Intercom token: ${res.data}`);
    expect(choice.appId).toBe('abc123');
    expect(choice.userHash).toBe(createHmac('sha256', 'workspace-secret').update(choice.userId).digest('hex'));
  });
});
