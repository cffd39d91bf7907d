import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_DM_MESSAGES } from '../../src/domain/auto-dm-rules';
import { planRequiredMessage } from '../../src/domain/plans';
import { BIO_POST_MESSAGES } from '../../server/modules/bio-link';
import { CONNECTION_MESSAGES, DISPATCH_MESSAGES, PAIR_BROKEN_MESSAGE } from '../../server/modules/auto-dm';
import { retryDelayMs } from '../../server/modules/auto-dm/dm-dispatcher';
import { SCHEDULER_MESSAGES } from '../../server/modules/auto-dm/auto-reply-operations';
import { WEBHOOK_MESSAGES } from '../../server/modules/auto-dm/webhooks';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase, type TestDatabase } from '../support/db';
import { projectionTables } from '../support/projection-tables';
import { subscribe } from './billing-support';
import {
  admin,
  AUTO_DM_SCOPES,
  scriptedSimulator,
  connectSimulated,
  dispatched,
  redirectUriOf,
  simulatedDialog,
  startAutoDmServer,
  syncPost,
} from './auto-dm-support';

type Creator = Awaited<ReturnType<ApiCaller['registerCreator']>>;

const HOURLY_LIMIT = 3;
const HOUR = 3_600_000;

const card = (title: string, url: string) => ({
  title,
  subtitle: 'Tap to shop',
  imageUrl: 'https://img.example.com/a.jpg',
  chatButtonReqList: [{ title: 'Shop now', contentUrl: url }],
});
const twoCards = {
  enabled: true,
  keywords: ['Link'],
  dmText: 'Here you go',
  commentReply: 'Sent you a DM!',
  carouselReplyContentList: [
    card('Sneakers', 'https://shop.example.com/1'),
    card('Hoodie', 'https://shop.example.com/2'),
  ],
};

describe.each(['pglite', 'postgres'] as const)('Auto DM with the built-in simulator (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;
  const network = scriptedSimulator();
  /** How far the dispatcher's clock is ahead of the real one (tests move it forward). */
  let ahead = 0;

  beforeAll(async () => {
    server = await startAutoDmServer(
      await openTestDatabase(kind),
      { clock: () => new Date(Date.now() + ahead), hourlyLimit: HOURLY_LIMIT, pollMs: 3_600_000 },
      network.port,
    );
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  /** A creator connected through the simulated dialog, with one published post carrying a rule. */
  async function readyCreator(rule: object = twoCards) {
    const creator = await api.registerCreator();
    expect((await connectSimulated(api, server, creator.token)).data.hasAuth).toBe(true);
    const mediaId = `post_${Math.random().toString(36).slice(2, 10)}`;
    await syncPost(server, creator.handle, mediaId);
    const saved = await api.post('/chat/add_auto_reply_v3', { mediaId, autoReply: rule }, creator.token);
    expect(saved.status).toBe(200);
    return { creator, mediaId };
  }

  const comment = (creator: Creator, mediaId: string, text: string, ...flags: string[]) =>
    admin(server, 'ig', 'comment', creator.handle, mediaId, text, ...flags);
  const messages = async (creator: Creator, body: object = {}) =>
    (await api.post('/chat/get_auto_reply_messages', body, creator.token)).data;
  const hasAuth = async (creator: Creator) => (await api.post('/chat/checkHasAuth/V3', {}, creator.token)).data.hasAuth;

  describe('connecting through the simulated dialog', () => {
    it('shows the Page and Instagram account named after the handle, and connects on Allow', async () => {
      const creator = await api.registerCreator();
      expect(await hasAuth(creator)).toBe(false);
      const dialog = await simulatedDialog(api, server, creator.token);
      expect(dialog.url).toBe(`${server.url}/connect/facebook?state=${dialog.state}`);
      expect(dialog.page.status).toBe(200);
      expect(dialog.page.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(dialog.html).toContain(`@${creator.handle}`);
      expect(dialog.html).not.toContain('<script');
      for (const scope of AUTO_DM_SCOPES) expect(dialog.html).toContain(`name="scope" value="${scope}" checked`);
      expect(dialog.answer.status).toBe(303);
      expect(dialog.location.startsWith(`${server.url}/pc/?`)).toBe(true);
      expect(dialog.location.endsWith('#/pages/fbPermissions/index')).toBe(true);
      expect(dialog.query.get('state')).toBe(dialog.state);

      const body = { code: dialog.query.get('code'), state: dialog.state, redirectUri: dialog.redirectUri };
      const connected = await api.post('/chat/receive_auth_results', body, creator.token);
      expect(connected.data).toEqual({
        hasAuth: true,
        facebookUserId: expect.stringMatching(/^\d+$/),
        missingScopes: [],
        pages: [
          {
            pageId: expect.stringMatching(/^\d+$/),
            name: `${creator.handle} (simulated Page)`,
            instagramUserName: creator.handle.slice(0, 30),
            selected: true,
          },
        ],
      });
      expect(await hasAuth(creator)).toBe(true);
      const status = await api.post('/chat/fbConnectStatus', {}, creator.token);
      expect(status.data).toMatchObject({
        connected: true,
        pairValid: true,
        instagramUserName: creator.handle.slice(0, 30),
      });
      expect((await api.post('/instagram/checkHasAuth', {}, creator.token)).data).toEqual({ hasAuth: true });

      // The state is good once, and the dialog is gone with it.
      const again = await api.post('/chat/receive_auth_results', body, creator.token);
      expect({ status: again.status, message: again.message }).toEqual({
        status: 400,
        message: CONNECTION_MESSAGES.state,
      });
      expect((await fetch(dialog.url)).status).toBe(404);
    });

    it('answers missing permissions, a cancel, another shop’s state and a foreign redirect address', async () => {
      const creator = await api.registerCreator();
      const partial = await connectSimulated(api, server, creator.token, ['instagram_basic', 'pages_show_list']);
      expect(partial.data).toMatchObject({
        hasAuth: false,
        missingScopes: ['instagram_manage_comments', 'instagram_manage_messages', 'pages_manage_metadata'],
      });
      expect(await hasAuth(creator)).toBe(false);

      const cancelled = await simulatedDialog(api, server, creator.token, { decision: 'cancel' });
      expect(cancelled.answer.status).toBe(303);
      expect([cancelled.query.get('error'), cancelled.query.get('state'), cancelled.query.get('code')]).toEqual([
        'access_denied',
        cancelled.state,
        null,
      ]);

      const other = await api.registerCreator();
      const dialog = await simulatedDialog(api, server, creator.token);
      const stolen = await api.post(
        '/chat/receive_auth_results',
        { code: dialog.query.get('code'), state: dialog.state, redirectUri: dialog.redirectUri },
        other.token,
      );
      expect({ status: stolen.status, message: stolen.message }).toEqual({
        status: 400,
        message: CONNECTION_MESSAGES.state,
      });
      const forged = await api.post(
        '/chat/receive_auth_results',
        { code: 'sim.bm90LWpzb24', state: dialog.state, redirectUri: dialog.redirectUri },
        creator.token,
      );
      expect(forged.status).toBe(400);

      const foreign = await api.post(
        '/chat/get_facebook_connect_url',
        { redirectUri: 'https://evil.example/steal' },
        creator.token,
      );
      expect({ status: foreign.status, message: foreign.message }).toEqual({
        status: 400,
        message: CONNECTION_MESSAGES.redirect,
      });
      expect((await fetch(`${server.url}/connect/facebook?state=${'x'.repeat(32)}`)).status).toBe(404);
      const otherShop = await api.post(
        '/chat/get_facebook_connect_url',
        { shopDomain: other.shopName, redirectUri: redirectUriOf(server) },
        creator.token,
      );
      expect(otherShop.status).toBe(403);
    });

    it('keeps Page tokens sealed, and refuses Meta webhooks while the simulator runs', async () => {
      const creator = await api.registerCreator();
      await connectSimulated(api, server, creator.token);
      const { rows } = await server.services.database.query<{ data: { pages?: Array<{ sealedToken: string }> } }>(
        `select data from events where stream_id = $1 and type = 'FacebookMessagingConnected'`,
        [`auto-dm-connection:${creator.shopName}`],
      );
      expect(rows[0]?.data.pages?.[0]?.sealedToken).toMatch(/^v1\./);
      const stored =
        JSON.stringify((await server.services.database.query('select * from auto_dm_connections')).rows) +
        JSON.stringify(rows);
      expect(stored).not.toMatch(/"sim-[A-Za-z0-9_-]{20,}"/);

      const body = JSON.stringify({ object: 'instagram', entry: [{ id: '1', time: 1, changes: [] }] });
      for (const path of ['/webhooks/instagram', '/webhooks/facebook']) {
        const delivery = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
          body,
        });
        expect(delivery.status).toBe(401);
        expect((await delivery.json()).message).toBe(WEBHOOK_MESSAGES.simulator);
        const handshake = await fetch(
          `${server.url}${path}?hub.mode=subscribe&hub.verify_token=anything&hub.challenge=abc`,
        );
        expect([handshake.status, await handshake.text()]).toEqual([403, WEBHOOK_MESSAGES.verifyRefused]);
      }
    });

    it('picks and unpicks the Page, and unlinks keeping the rules', async () => {
      const { creator, mediaId } = await readyCreator();
      const pages = (await api.post('/chat/public_page_list', {}, creator.token)).data.list;
      expect(pages).toHaveLength(1);
      const pageId = pages[0].pageId as string;
      const unknown = await api.post('/chat/save_select_public_page', { pageId: '123' }, creator.token);
      expect({ status: unknown.status, message: unknown.message }).toEqual({
        status: 404,
        message: CONNECTION_MESSAGES.unknownPage('123'),
      });
      const cancelled = await api.post('/chat/cancel_select_public_page', { pageId }, creator.token);
      expect(cancelled.data).toEqual({ connected: true, pairValid: false });
      expect(await hasAuth(creator)).toBe(false);
      expect((await api.post('/chat/public_page_list', {}, creator.token)).data.list[0].selected).toBe(false);
      const selected = await api.post('/chat/save_select_public_page', { pageId }, creator.token);
      expect(selected.data).toMatchObject({ connected: true, pairValid: true, pageId });
      expect(await hasAuth(creator)).toBe(true);

      const unlinked = await api.post('/chat/unlink_facebook', {}, creator.token);
      expect(unlinked.data).toEqual({ connected: false, pairValid: false });
      expect(await hasAuth(creator)).toBe(false);
      expect((await api.post('/chat/public_page_list', {}, creator.token)).data.list).toEqual([]);
      const lost = await comment(creator, mediaId, 'link please');
      expect(lost.code).toBe(1);
      expect((await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data.autoReply).toMatchObject({
        enabled: true,
        keywords: ['Link'],
      });
      expect((await connectSimulated(api, server, creator.token)).data.pages[0]).toMatchObject({
        pageId,
        selected: true,
      });
      expect(await hasAuth(creator)).toBe(true);

      const ig = await api.post('/instagram/unlink', {}, creator.token);
      expect(ig.data).toEqual({ connected: false, insUserName: creator.handle.slice(0, 30) });
      expect((await api.post('/instagram/checkHasAuth', {}, creator.token)).data.hasAuth).toBe(false);
      expect(await hasAuth(creator)).toBe(false);
    });
  });

  describe('rules', () => {
    it('saves and reads one auto reply per post, the same one edit_link_content_V3 writes', async () => {
      const { creator, mediaId } = await readyCreator();
      const read = await api.post('/chat/get_auto_reply', { mediaId }, creator.token);
      expect(read.data).toEqual({ mediaId, platform: 'instagram', autoReply: twoCards, updatedAt: expect.any(String) });
      const media = await api.post('/bio/get_blogger_media_list_v2', {}, creator.token);
      expect(
        media.data.facebookMediaRespV2List.find((m: { mediaId: string }) => m.mediaId === mediaId).autoReplyResp,
      ).toEqual(twoCards);

      const viaEditor = { enabled: true, keywords: ['price'], dmText: 'From the editor', carouselReplyContentList: [] };
      const edited = await api.post(
        '/bio/edit_link_content_V3',
        { mediaId, items: [], autoReply: viaEditor },
        creator.token,
      );
      expect(edited.status).toBe(200);
      expect((await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data.autoReply).toEqual(viaEditor);
      expect((await api.post('/chat/get_auto_reply_v2', {}, creator.token)).data.list).toEqual([
        { mediaId, platform: 'instagram', autoReply: viaEditor, updatedAt: expect.any(String) },
      ]);

      const none = `post_${Math.random().toString(36).slice(2, 10)}`;
      await syncPost(server, creator.handle, none);
      expect((await api.post('/chat/get_auto_reply', { mediaId: none }, creator.token)).data.autoReply).toEqual({
        enabled: false,
        keywords: [],
        carouselReplyContentList: [],
      });
    });

    it('refuses bad input with a sentence per limit, and saves nothing', async () => {
      const { creator, mediaId } = await readyCreator();
      const before = (await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data;
      const cases: Array<[object, string]> = [
        [{ enabled: true, keywords: ['Link', 'LINK'], dmText: 'x' }, AUTO_DM_MESSAGES.duplicateKeyword('LINK')],
        [{ enabled: true, keywords: ['  '], dmText: 'x' }, AUTO_DM_MESSAGES.emptyKeyword],
        [{ enabled: true, keywords: [] }, AUTO_DM_MESSAGES.nothingToSend],
        [
          { enabled: true, keywords: [], carouselReplyContentList: [{ title: '   ', chatButtonReqList: [] }] },
          AUTO_DM_MESSAGES.noCardTitle(1),
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [
              card('A', 'https://a.example'),
              { title: 'B', chatButtonReqList: [{ title: ' ' }] },
            ],
          },
          AUTO_DM_MESSAGES.noButtonTitle(2, 1),
        ],
      ];
      for (const [autoReply, message] of cases) {
        const checked = await api.post('/chat/check_add_auto_reply_v4', { mediaId, autoReply }, creator.token);
        expect(checked.data.ok).toBe(false);
        expect(checked.data.problems.map((p: { message: string }) => p.message)).toContain(message);
        const refused = await api.post('/chat/add_auto_reply_v3', { mediaId, autoReply }, creator.token);
        expect({ status: refused.status, message: refused.message }).toEqual({ status: 400, message });
      }
      // The contract's own limits (ten cards, titles of 80, three buttons of 20, http(s) addresses, 20 words of 50)
      // are refused before the handler, naming the field.
      const limits: Array<[object, string]> = [
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: Array.from({ length: 11 }, (_, i) => card(`C${i}`, 'https://a.example')),
          },
          'carouselReplyContentList',
        ],
        [
          { enabled: true, keywords: [], carouselReplyContentList: [{ title: 'x'.repeat(81), chatButtonReqList: [] }] },
          'title',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [{ title: 'x', subtitle: 's'.repeat(81), chatButtonReqList: [] }],
          },
          'subtitle',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [
              { title: 'x', chatButtonReqList: Array.from({ length: 4 }, () => ({ title: 'b' })) },
            ],
          },
          'chatButtonReqList',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [{ title: 'x', chatButtonReqList: [{ title: 'b'.repeat(21) }] }],
          },
          'title',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [
              { title: 'x', chatButtonReqList: [{ title: 'b', contentUrl: 'javascript:alert(1)' }] },
            ],
          },
          'contentUrl',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [{ title: 'x', imageUrl: 'ftp://a.example/x.jpg', chatButtonReqList: [] }],
          },
          'imageUrl',
        ],
        [{ enabled: true, keywords: Array.from({ length: 21 }, (_, i) => `w${i}`), dmText: 'x' }, 'keywords'],
        [{ enabled: true, keywords: ['k'.repeat(51)], dmText: 'x' }, 'keywords'],
        // Fields the contract does not list.
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [
              { title: 'x', chatButtonReqList: [{ title: 'buy', url: 'javascript:alert(1)' }] },
            ],
          },
          'url is not a known field',
        ],
        [
          {
            enabled: true,
            keywords: [],
            carouselReplyContentList: [{ title: 'x', chatButtonReqList: [], extra: 'e'.repeat(5000) }],
          },
          'extra is not a known field',
        ],
      ];
      for (const [autoReply, field] of limits) {
        const refused = await api.post('/chat/add_auto_reply_v4', { mediaId, autoReply }, creator.token);
        expect(refused.status).toBe(400);
        expect(refused.message).toContain(field);
      }
      expect((await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data).toEqual(before);
    });

    it('answers another shop’s post as unknown, and refuses a creator without a connection', async () => {
      const { creator, mediaId } = await readyCreator();
      const other = await api.registerCreator();
      const read = await api.post('/chat/get_auto_reply', { mediaId }, other.token);
      expect({ status: read.status, message: read.message }).toEqual({
        status: 404,
        message: `There is no synced post ${mediaId} of yours.`,
      });
      await connectSimulated(api, server, other.token);
      const res = await api.post('/chat/add_auto_reply_v3', { mediaId, autoReply: twoCards }, other.token);
      expect({ status: res.status, message: res.message }).toEqual({
        status: 404,
        message: `There is no synced post ${mediaId} of yours.`,
      });
      const notConnected = await api.registerCreator();
      const refused = await api.post('/chat/add_auto_reply', { mediaId, autoReply: twoCards }, notConnected.token);
      expect({ status: refused.status, message: refused.message }).toEqual({
        status: 400,
        message: CONNECTION_MESSAGES.notConnected,
      });
      expect((await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data.autoReply).toEqual(twoCards);
    });
  });

  describe('comments and DMs', () => {
    it('sends exactly one DM with the carousel for a matching comment, none again for the same comment id, none without the keyword', async () => {
      const { creator, mediaId } = await readyCreator();
      const first = await comment(
        creator,
        mediaId,
        'I want the LINK please!',
        '--comment-id',
        `c_${mediaId}_1`,
        '--from',
        'fan_one',
      );
      expect(first.out).toContain('DM sent.');
      await dispatched(server);
      const list = await messages(creator, { mediaId });
      expect(list).toEqual({
        total: 1,
        list: [
          {
            commentId: `c_${mediaId}_1`,
            mediaId,
            platform: 'instagram',
            commenterUsername: 'fan_one',
            commentText: 'I want the LINK please!',
            status: 'sent',
            dmText: 'Here you go',
            cardCount: 2,
            receivedAt: expect.any(String),
            sentAt: expect.any(String),
          },
        ],
      });

      // Each card button opens a tracked address of the shop's (its click counted), which leads to the button's address.
      const tracked = expect.stringMatching(new RegExp(`^${server.url}/s/[0-9A-Za-z]{10}$`));
      const sent = network.sent.filter((reply) => reply.commentId === `c_${mediaId}_1`);
      expect(sent).toEqual([
        expect.objectContaining({
          network: 'instagram',
          senderId: expect.stringMatching(/^\d+$/),
          publicReply: 'Sent you a DM!',
          message: {
            kind: 'cards',
            cards: [
              {
                title: 'Sneakers',
                subtitle: 'Tap to shop',
                imageUrl: 'https://img.example.com/a.jpg',
                buttons: [{ title: 'Shop now', url: tracked }],
              },
              {
                title: 'Hoodie',
                subtitle: 'Tap to shop',
                imageUrl: 'https://img.example.com/a.jpg',
                buttons: [{ title: 'Shop now', url: tracked }],
              },
            ],
          },
        }),
      ]);
      const buttons = sent[0]!.message.kind === 'cards' ? sent[0]!.message.cards.map((c) => c.buttons[0]!.url!) : [];
      const opened = await Promise.all(buttons.map((url) => fetch(url, { redirect: 'manual' })));
      expect(opened.map((res) => [res.status, res.headers.get('location')])).toEqual([
        [302, 'https://shop.example.com/1'],
        [302, 'https://shop.example.com/2'],
      ]);

      const again = await comment(
        creator,
        mediaId,
        'I want the LINK please!',
        '--comment-id',
        `c_${mediaId}_1`,
        '--from',
        'fan_one',
      );
      expect(again.out).toContain('already received');
      expect((await comment(creator, mediaId, 'linking is fun', '--from', 'fan_two')).out).toContain('no trigger word');
      expect((await comment(creator, mediaId, 'my own link', '--from', creator.handle)).out).toContain('own comment');
      await dispatched(server);
      expect((await messages(creator)).total).toBe(1);

      const table = await admin(server, 'ig', 'dms', creator.handle);
      expect(table.out).toMatch(new RegExp(`c_${mediaId}_1 .* sent +2 `));
      const other = await api.registerCreator();
      expect(await messages(other)).toEqual({ list: [], total: 0 });
    });

    it('answers a comment on a Facebook Page post from the Page, exactly once, through the same intake', async () => {
      const creator = await api.registerCreator();
      const pageId = (await connectSimulated(api, server, creator.token)).data.pages[0].pageId as string;
      const mediaId = `${pageId}_${Math.random().toString().slice(2, 12)}`;
      await syncPost(server, creator.handle, mediaId, { platform: 'facebook' });
      const listed = (await api.post('/bio/get_blogger_facebook_media_list', {}, creator.token)).data
        .facebookFbMediaList;
      expect(listed).toEqual([expect.objectContaining({ mediaId, platform: 'facebook' })]);
      // Set like an Instagram post's, naming the network.
      const rule = {
        enabled: true,
        keywords: ['price'],
        dmText: 'The price is in the link',
        commentReply: 'Check your DMs!',
        carouselReplyContentList: [],
      };
      const saved = await api.post(
        '/chat/add_auto_reply_v4',
        { mediaId, platform: 'facebook', autoReply: rule },
        creator.token,
      );
      expect(saved.data).toMatchObject({ mediaId, platform: 'facebook', autoReply: rule });

      const first = await comment(
        creator,
        mediaId,
        'What is the PRICE?',
        '--comment-id',
        `fb_${mediaId}`,
        '--from',
        'page_fan',
      );
      expect(first.out).toContain(`on facebook post ${mediaId}: it matched`);
      expect(first.out).toContain('DM sent.');
      const again = await comment(
        creator,
        mediaId,
        'What is the PRICE?',
        '--comment-id',
        `fb_${mediaId}`,
        '--from',
        'page_fan',
      );
      expect(again.out).toContain('already received');
      expect((await comment(creator, mediaId, 'lovely', '--from', 'page_fan')).out).toContain('no trigger word');
      await dispatched(server);

      expect(network.sent.filter((reply) => reply.commentId === `fb_${mediaId}`)).toEqual([
        expect.objectContaining({
          network: 'facebook',
          senderId: pageId,
          message: { kind: 'text', text: 'The price is in the link' },
          publicReply: 'Check your DMs!',
        }),
      ]);
      expect(await messages(creator, { mediaId })).toEqual({
        total: 1,
        list: [
          expect.objectContaining({
            commentId: `fb_${mediaId}`,
            mediaId,
            platform: 'facebook',
            status: 'sent',
            dmText: 'The price is in the link',
          }),
        ],
      });
      expect((await admin(server, 'ig', 'dms', creator.handle)).out).toMatch(
        new RegExp(`fb_${mediaId} +facebook:${mediaId} .* sent `),
      );
    });

    it('holds a scheduled post’s auto reply until it is published; the scheduler clears scheduled ones only', async () => {
      const { creator, mediaId: published } = await readyCreator({ enabled: true, keywords: [], dmText: 'Thanks!' });
      const scheduled = `sched_${Math.random().toString(36).slice(2, 10)}`;
      await syncPost(server, creator.handle, scheduled, { scheduled: true });
      const v3 = await api.post('/chat/add_auto_reply_v3', { mediaId: scheduled, autoReply: twoCards }, creator.token);
      expect({ status: v3.status, message: v3.message }).toEqual({ status: 400, message: BIO_POST_MESSAGES.scheduled });
      // Auto DM on published posts is on every plan; on scheduled posts it is a plan feature (Starter and up).
      const locked = await api.post(
        '/chat/add_auto_reply_v4',
        { mediaId: scheduled, autoReply: twoCards },
        creator.token,
      );
      expect({ status: locked.status, message: locked.message }).toEqual({
        status: 402,
        message: planRequiredMessage('schedule_posts'),
      });
      expect(locked.message).toBe(
        'Your plan does not include Auto DM on scheduled posts: it comes with the Starter plan or higher. Open Plans to upgrade.',
      );
      const lockedEdit = await api.post(
        '/bio/edit_link_content_V4',
        { mediaId: scheduled, items: [], autoReply: twoCards },
        creator.token,
      );
      expect(lockedEdit.status).toBe(402);
      await subscribe(server, api, creator.token, 'deeplink');
      expect(
        (await api.post('/chat/add_auto_reply_v4', { mediaId: scheduled, autoReply: twoCards }, creator.token)).status,
      ).toBe(200);
      expect((await api.post('/bio/checkUnPublishPost', {}, creator.token)).data).toEqual({
        hasUnpublished: true,
        count: 1,
      });
      expect((await comment(creator, scheduled, 'link')).out).toContain('not a published post');

      await syncPost(server, creator.handle, scheduled, { scheduled: false });
      expect((await comment(creator, scheduled, 'link')).out).toContain('DM sent.');
      expect((await api.post('/bio/checkUnPublishPost', {}, creator.token)).data).toEqual({
        hasUnpublished: false,
        count: 0,
      });

      const next = `sched_${Math.random().toString(36).slice(2, 10)}`;
      await syncPost(server, creator.handle, next, { scheduled: true });
      await api.post('/chat/add_auto_reply_v4', { mediaId: next, autoReply: twoCards }, creator.token);
      const refused = await api.post('/bio/deleteSchedule', { mediaId: published }, creator.token);
      expect({ status: refused.status, message: refused.message }).toEqual({
        status: 400,
        message: SCHEDULER_MESSAGES.published(published),
      });
      expect((await api.post('/bio/deleteSchedule', {}, creator.token)).data).toEqual({ deleted: 1 });
      expect((await api.post('/bio/deleteSchedule', { mediaId: next }, creator.token)).data).toEqual({ deleted: 0 });
      expect((await api.post('/chat/get_auto_reply', { mediaId: next }, creator.token)).data.autoReply.enabled).toBe(
        false,
      );
      expect(
        (await api.post('/chat/get_auto_reply', { mediaId: published }, creator.token)).data.autoReply,
      ).toMatchObject({ dmText: 'Thanks!' });
      expect((await api.post('/chat/get_auto_reply', { mediaId: scheduled }, creator.token)).data.autoReply).toEqual(
        twoCards,
      );
    });

    it('stops on an unlinked pair with the system message, and resumes when the same pair is connected again', async () => {
      const { creator, mediaId } = await readyCreator();
      const unpaired = await admin(server, 'ig', 'unpair', creator.handle);
      expect(unpaired.code).toBe(0);
      expect(await hasAuth(creator)).toBe(false);
      expect((await api.post('/chat/fbConnectStatus', {}, creator.token)).data).toMatchObject({
        connected: true,
        pairValid: false,
      });
      const unread = await api.post('/hosts/gateway/api/system-msg/unread', {}, creator.token);
      expect(unread.data).toEqual([
        expect.objectContaining({
          title: PAIR_BROKEN_MESSAGE.title,
          msgType: 'autodm',
          urlType: 'router',
          url: '/pages/fbAuth/index',
          confirmBtn: 'go resolve',
          cancelBtn: 'not now',
        }),
      ]);
      expect((await comment(creator, mediaId, 'link')).out).toContain('cannot send');

      await connectSimulated(api, server, creator.token);
      expect(await hasAuth(creator)).toBe(true);
      expect((await api.post('/chat/get_auto_reply', { mediaId }, creator.token)).data.autoReply).toEqual(twoCards);
      expect((await comment(creator, mediaId, 'link')).out).toContain('DM sent.');
    });

    it(`sends at most ${HOURLY_LIMIT} DMs per account in an hour (the real limit is 750), the rest when the window allows`, async () => {
      const { creator, mediaId } = await readyCreator({ enabled: true, keywords: [], dmText: 'Hi' });
      for (let i = 0; i <= HOURLY_LIMIT; i++)
        await comment(creator, mediaId, `comment ${i}`, '--comment-id', `h_${mediaId}_${i}`);
      await dispatched(server);
      const statuses = async () => (await messages(creator)).list.map((m: { status: string }) => m.status).sort();
      expect(await statuses()).toEqual(['queued', 'sent', 'sent', 'sent']);
      ahead += 30 * 60_000;
      await dispatched(server);
      expect(await statuses()).toEqual(['queued', 'sent', 'sent', 'sent']);
      ahead += 31 * 60_000;
      await dispatched(server);
      expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent']);
    });

    it('retries a refusal the network may take back with growing pauses, and records the reason of one it will not', async () => {
      const { creator, mediaId } = await readyCreator({ enabled: true, keywords: [], dmText: 'Hi' });
      const status = async (commentId: string) =>
        (await messages(creator)).list.find((m: { commentId: string }) => m.commentId === commentId);
      network.answers.push({ ok: false, reason: 'Busy: try again later.', retryable: true });
      await comment(creator, mediaId, 'hello', '--comment-id', `r_${mediaId}_1`);
      await dispatched(server);
      expect(await status(`r_${mediaId}_1`)).toMatchObject({ status: 'queued', reason: 'Busy: try again later.' });
      ahead += retryDelayMs(1);
      await dispatched(server);
      expect(await status(`r_${mediaId}_1`)).toMatchObject({ status: 'sent' });

      network.answers.push({ ok: false, reason: 'This comment cannot be answered.', retryable: false });
      await comment(creator, mediaId, 'hello', '--comment-id', `r_${mediaId}_2`);
      await dispatched(server);
      expect(await status(`r_${mediaId}_2`)).toMatchObject({
        status: 'failed',
        reason: 'This comment cannot be answered.',
      });

      for (let i = 0; i < 5; i++) network.answers.push({ ok: false, reason: 'Still busy.', retryable: true });
      await comment(creator, mediaId, 'hello', '--comment-id', `r_${mediaId}_3`);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await dispatched(server);
        ahead += retryDelayMs(attempt);
      }
      expect(await status(`r_${mediaId}_3`)).toMatchObject({
        status: 'failed',
        reason: DISPATCH_MESSAGES.gaveUp('Still busy.'),
      });
    });

    it('records the pair broken when a send says so, and tells the creator', async () => {
      const { creator, mediaId } = await readyCreator({ enabled: true, keywords: [], dmText: 'Hi' });
      network.answers.push({
        ok: false,
        reason: 'The Instagram account is no longer linked to the Page.',
        retryable: false,
        pairBroken: true,
      });
      await comment(creator, mediaId, 'hello');
      await dispatched(server);
      expect((await messages(creator)).list[0]).toMatchObject({
        status: 'failed',
        reason: 'The Instagram account is no longer linked to the Page.',
      });
      expect(await hasAuth(creator)).toBe(false);
      expect((await api.post('/hosts/gateway/api/system-msg/unread', {}, creator.token)).data).toEqual([
        expect.objectContaining({ title: PAIR_BROKEN_MESSAGE.title }),
      ]);
    });

    it('never answers a comment older than seven days', async () => {
      const { creator, mediaId } = await readyCreator({ enabled: true, keywords: [], dmText: 'Hi' });
      for (let i = 0; i <= HOURLY_LIMIT; i++)
        await comment(creator, mediaId, `old ${i}`, '--comment-id', `o_${mediaId}_${i}`);
      await dispatched(server);
      ahead += 8 * 24 * HOUR;
      await dispatched(server);
      const failed = (await messages(creator)).list.filter((m: { status: string }) => m.status === 'failed');
      expect(failed).toEqual([
        expect.objectContaining({ commentId: `o_${mediaId}_${HOURLY_LIMIT}`, reason: DISPATCH_MESSAGES.tooOld(7) }),
      ]);
    });
  });

  it('rebuilds the same Auto DM tables from the log', async () => {
    const names = ['auto-dm-connections', 'auto-dm-messages', 'bio-posts'];
    const live = await projectionTables(server, names);
    expect(live.auto_dm_messages?.length).toBeGreaterThan(0);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(live);
  });
});

describe.each(['pglite', 'postgres'] as const)('Auto DM queue across a restart (%s)', (kind) => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.close();
  });

  it('sends after a restart the DMs queued before it', async () => {
    // The first server leaves the database open (as a stopped process leaves its data) for the second.
    const first = await startAutoDmServer(
      { ...database, close: async () => {} },
      { hourlyLimit: 1, pollMs: 3_600_000 },
    );
    servers.push(first);
    const api = apiCaller(first.url);
    const creator = await api.registerCreator();
    await connectSimulated(api, first, creator.token);
    await syncPost(first, creator.handle, 'restart_post');
    await api.post(
      '/chat/add_auto_reply_v3',
      { mediaId: 'restart_post', autoReply: { enabled: true, keywords: [], dmText: 'Hi' } },
      creator.token,
    );
    for (let i = 0; i < 3; i++) await admin(first, 'ig', 'comment', creator.handle, 'restart_post', `hello ${i}`);
    await dispatched(first);
    const statuses = async (server: RunningServer) =>
      (await apiCaller(server.url).post('/chat/get_auto_reply_messages', {}, creator.token)).data.list
        .map((m: { status: string }) => m.status)
        .sort();
    expect(await statuses(first)).toEqual(['queued', 'queued', 'sent']);
    await first.close();

    const second = await startAutoDmServer(database, { hourlyLimit: 10, pollMs: 3_600_000 });
    servers.push(second);
    await dispatched(second);
    expect(await statuses(second)).toEqual(['sent', 'sent', 'sent']);
  });
});
