import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoDmOf,
  COMMENT_SYNC_GAP_MS,
  CONNECTION_MESSAGES,
  createAutoDmModule,
  DISPATCH_MESSAGES,
} from '../../server/modules/auto-dm';
import { REQUESTED_SCOPES } from '../../server/modules/auto-dm/connect-operations';
import {
  PRIVATE_REPLIES_PER_HOUR,
  PRIVATE_REPLY_WINDOW_DAYS,
} from '../../server/integrations/messaging/messaging-port';
import { SERVER_MODULES } from '../../server/server-modules';
import { startServer, type RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase } from '../support/db';
import { testConfig } from '../support/test-server';
import {
  FAKE_GRAPH_MESSAGING_VERSION as FAKE_VERSION,
  instagramCommentDelivery,
  pageCommentDelivery,
  signWebhookBody,
  startFakeGraphMessaging,
  type FakeGraphMessaging,
  type FakeMedia,
} from '../support/fake-graph-messaging';

const VERIFY_TOKEN = 'auto-dm-verify-7f3a91';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const CAROUSEL = [
  {
    title: 'Linen shirt',
    subtitle: 'Soft and light',
    imageUrl: 'https://cdn.example/shirt.jpg',
    chatButtonReqList: [{ title: 'Shop now', contentUrl: 'https://shop.example/shirt' }],
  },
  {
    title: 'Straw hat',
    imageUrl: 'https://cdn.example/hat.jpg',
    chatButtonReqList: [{ title: 'See it', contentUrl: 'https://shop.example/hat' }],
  },
];

/**
 * Auto DM end to end on Meta's Graph API: the real server with FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and
 * FACEBOOK_WEBHOOK_VERIFY_TOKEN set and FACEBOOK_GRAPH_URL on a fake Graph on loopback. A creator connects through
 * the permissions dialog's code, picks the Page, puts a keyword rule on a post; signed comment webhooks come in on
 * /webhooks/instagram and the DMs go out as private replies the fake records (and would refuse past Meta's limits).
 * The dispatcher runs on a clock the test moves, together with the fake's.
 */
describe.each(['pglite', 'postgres'] as const)('Auto DM through the Graph API (%s)', (kind) => {
  let fake: FakeGraphMessaging;
  let server: RunningServer;
  let api: ApiCaller;
  let seq = 0;
  // The dispatcher's clock runs with real time (the requests that queue DMs keep theirs), moved ahead with the fake's.
  let clockOffsetMs = 0;
  const advance = (ms: number) => {
    clockOffsetMs += ms;
    fake.advance(ms);
  };

  beforeAll(async () => {
    fake = await startFakeGraphMessaging();
    const clock = () => new Date(Date.now() + clockOffsetMs);
    const modules = SERVER_MODULES.map((module) =>
      module.name === 'auto-dm' ? createAutoDmModule({ clock }) : module,
    );
    const config = testConfig({
      LOG_LEVEL: 'error',
      FACEBOOK_APP_ID: fake.appId,
      FACEBOOK_APP_SECRET: fake.appSecret,
      FACEBOOK_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
      FACEBOOK_GRAPH_URL: fake.graphUrl,
    });
    server = await startServer(config, { database: await openTestDatabase(kind), modules });
    api = apiCaller(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** Lets the dispatcher of the server work through everything due now. */
  async function dispatched(): Promise<void> {
    const { dispatcher } = autoDmOf(server.services);
    dispatcher.wake();
    await dispatcher.settled();
  }

  /**
   * A creator connected through the dialog (their own Page and Instagram account on the fake), with the Page picked
   * and a published post whose Auto DM answers the keyword "link" with a text and a two-card carousel. `media` are
   * Instagram posts the fake lists for the account from the start.
   */
  async function connectedCreator(platform: 'instagram' | 'facebook' = 'instagram', media: FakeMedia[] = []) {
    const n = ++seq;
    const creator = await api.registerCreator();
    const instagramId = `17841400${kind === 'pglite' ? 1 : 2}${String(n).padStart(7, '0')}`;
    const pageId = `10400${kind === 'pglite' ? 1 : 2}${String(n).padStart(7, '0')}`;
    const userId = `9100${n}`;
    fake.addUser({
      id: userId,
      accessToken: `EAAU-${kind}-${n}`,
      granted: [...REQUESTED_SCOPES],
      pages: [
        {
          id: pageId,
          name: `Shop ${n}`,
          accessToken: `EAAP-${kind}-${n}`,
          instagram: { id: instagramId, username: `shop_${kind}_${n}` },
        },
      ],
    });
    for (const post of [...media].reverse()) fake.addMedia(instagramId, post);
    const redirectUri = `${server.url}/pc/#/pages/fbPermissions/index`;
    const dialog = await api.post('/chat/get_facebook_connect_url', { redirectUri }, creator.token);
    expect(dialog.code).toBe(200);
    const dialogUrl = new URL(dialog.data.url);
    expect(dialogUrl.searchParams.get('client_id')).toBe(fake.appId);
    expect(dialogUrl.searchParams.get('redirect_uri')).toBe(redirectUri);
    fake.addCode(`code-${kind}-${n}`, { userId, redirectUri });
    const connected = await api.post(
      '/chat/receive_auth_results',
      { code: `code-${kind}-${n}`, state: dialog.data.state, redirectUri },
      creator.token,
    );
    expect(connected.data).toMatchObject({ hasAuth: true, facebookUserId: userId, missingScopes: [] });
    expect((await api.post('/chat/save_select_public_page', { pageId }, creator.token)).code).toBe(200);

    const postId = `${kind === 'pglite' ? 1 : 2}${String(n).padStart(10, '0')}`;
    // A Page post's id is the Page's id and the post's, joined by an underscore.
    const mediaId = platform === 'instagram' ? `1790${postId}` : `${pageId}_${postId}`;
    const posted = await adminOn(server)('bio', 'post', creator.handle, '--media-id', mediaId, '--platform', platform);
    expect(posted.code).toBe(0);
    const rule = await api.post(
      '/chat/add_auto_reply_v3',
      {
        mediaId,
        platform,
        autoReply: {
          enabled: true,
          keywords: ['link'],
          commentReply: 'Sent you the links!',
          dmText: 'Here are the links',
          carouselReplyContentList: CAROUSEL,
        },
      },
      creator.token,
    );
    expect(rule.code).toBe(200);
    return { creator, instagramId, pageId, mediaId };
  }

  let commentSeq = 0;
  /** A follower's comment on the post, known to the fake Graph, made `ageMs` ago. */
  function comment(who: { instagramId: string; mediaId: string }, text: string, ageMs = 0) {
    const commentId = `1800${kind === 'pglite' ? 1 : 2}${String(++commentSeq).padStart(10, '0')}`;
    const createdAt = fake.now() - ageMs;
    fake.addComment({ id: commentId, accountId: who.instagramId, createdAt });
    const delivery = instagramCommentDelivery({
      accountId: who.instagramId,
      commentId,
      mediaId: who.mediaId,
      text,
      time: Math.floor(createdAt / 1000),
    });
    return { commentId, delivery };
  }

  async function deliver(
    body: unknown,
    signature: (raw: string) => string | undefined = fake.sign,
    hook = 'instagram',
  ) {
    const raw = JSON.stringify(body);
    const header = signature(raw);
    const res = await fetch(`${server.url}/webhooks/${hook}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { 'x-hub-signature-256': header }),
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as { code: number; data?: { received: number } } };
  }

  const messages = async (token: string, mediaId: string) =>
    (await api.post('/chat/get_auto_reply_messages', { mediaId, pageSize: 100 }, token)).data;
  const repliesTo = (commentId: string) => fake.privateReplies.filter((reply) => reply.commentId === commentId);

  it('confirms the subscription with the configured verify token only', async () => {
    const handshake = (token: string) =>
      fetch(
        `${server.url}/webhooks/instagram?${new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': 'ch-1234' })}`,
      );
    const ok = await handshake(VERIFY_TOKEN);
    expect([ok.status, await ok.text()]).toEqual([200, 'ch-1234']);
    // The challenge is the caller's text echoed back: served as plain text that a browser may not sniff as markup.
    expect([ok.headers.get('content-type'), ok.headers.get('x-content-type-options')]).toEqual([
      'text/plain; charset=utf-8',
      'nosniff',
    ]);
    const refused = await handshake('not-the-token');
    expect([refused.status, refused.headers.get('x-content-type-options')]).toEqual([403, 'nosniff']);
  });

  it('refuses a delivery with a bad signature: nothing recorded, nothing sent; the signed one is answered once', async () => {
    const who = await connectedCreator();
    const { commentId, delivery } = comment(who, 'Send me the link please');
    const wrongSecret = await deliver(delivery, (raw) => signWebhookBody(raw, 'someone-elses-secret'));
    expect(wrongSecret.status).toBe(401);
    const tampered = await deliver(delivery, () =>
      fake.sign(JSON.stringify({ ...(delivery as object), object: 'page' })),
    );
    expect(tampered.status).toBe(401);
    const unsigned = await deliver(delivery, () => undefined);
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(unsigned.status).toBeLessThan(500);
    await dispatched();
    expect((await messages(who.creator.token, who.mediaId)).total).toBe(0);
    expect(repliesTo(commentId)).toEqual([]);

    const signed = await deliver(delivery);
    expect([signed.status, signed.body.data]).toEqual([200, { received: 1 }]);
    await dispatched();
    expect(repliesTo(commentId)).toHaveLength(1);
    // The rule's two cards as the generic template (its exact wrapping is the adapter test's, messaging-graph).
    const sent = repliesTo(commentId)[0]!.body as {
      recipient: unknown;
      message: { attachment: { payload: { elements: unknown[] } } };
    };
    expect(sent.recipient).toEqual({ comment_id: commentId });
    // Each card button is a tracked address of the shop's (its click counted) that leads to the button's address.
    const tracked = expect.stringMatching(new RegExp(`^${server.url}/s/[0-9A-Za-z]{10}$`));
    const elements = sent.message.attachment.payload.elements as Array<{ buttons: Array<{ url: string }> }>;
    expect(elements).toEqual([
      {
        title: 'Linen shirt',
        subtitle: 'Soft and light',
        image_url: 'https://cdn.example/shirt.jpg',
        buttons: [{ type: 'web_url', url: tracked, title: 'Shop now' }],
      },
      {
        title: 'Straw hat',
        image_url: 'https://cdn.example/hat.jpg',
        buttons: [{ type: 'web_url', url: tracked, title: 'See it' }],
      },
    ]);
    const opened = await Promise.all(elements.map((card) => fetch(card.buttons[0]!.url, { redirect: 'manual' })));
    expect(opened.map((res) => [res.status, res.headers.get('location')])).toEqual([
      [302, 'https://shop.example/shirt'],
      [302, 'https://shop.example/hat'],
    ]);
    expect(fake.publicReplies.filter((reply) => reply.commentId === commentId)).toEqual([
      { commentId, edge: 'replies', message: 'Sent you the links!' },
    ]);
    const listed = await messages(who.creator.token, who.mediaId);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ commentId, status: 'sent', cardCount: 2 });
  });

  it('sends nothing twice on a redelivery, in either delivery shape', async () => {
    const who = await connectedCreator();
    const { commentId, delivery } = comment(who, 'LINK?');
    expect((await deliver(delivery)).body.data).toEqual({ received: 1 });
    await dispatched();
    // Meta redelivers when it did not hear back in time; and the same comment in the entry field/value shape.
    expect((await deliver(delivery)).body.data).toEqual({ received: 1 });
    const change = (
      delivery as { entry: Array<{ id: string; time: number; changes: Array<{ field: string; value: unknown }> }> }
    ).entry[0]!;
    const fieldValueShape = {
      object: 'instagram',
      entry: [{ id: change.id, time: change.time, field: 'comments', value: change.changes[0]!.value }],
    };
    expect((await deliver(fieldValueShape)).body.data).toEqual({ received: 1 });
    await dispatched();
    expect(repliesTo(commentId)).toHaveLength(1);
    const listed = await messages(who.creator.token, who.mediaId);
    expect(listed.list.map((m: { commentId: string; status: string }) => [m.commentId, m.status])).toEqual([
      [commentId, 'sent'],
    ]);
  });

  it('does not answer a comment older than 7 days, and says why', async () => {
    const who = await connectedCreator();
    const old = comment(who, 'link', (PRIVATE_REPLY_WINDOW_DAYS + 1) * DAY_MS);
    const fresh = comment(who, 'link', PRIVATE_REPLY_WINDOW_DAYS * DAY_MS - HOUR_MS);
    expect((await deliver(old.delivery)).body.data).toEqual({ received: 1 });
    expect((await deliver(fresh.delivery)).body.data).toEqual({ received: 1 });
    await dispatched();
    expect(repliesTo(old.commentId)).toEqual([]);
    expect(repliesTo(fresh.commentId)).toHaveLength(1);
    const byComment = new Map(
      (await messages(who.creator.token, who.mediaId)).list.map((m: { commentId: string }) => [m.commentId, m]),
    );
    expect(byComment.get(old.commentId)).toMatchObject({
      status: 'failed',
      reason: DISPATCH_MESSAGES.tooOld(PRIVATE_REPLY_WINDOW_DAYS),
    });
    expect(byComment.get(fresh.commentId)).toMatchObject({ status: 'sent' });
  });

  it('answers a comment on a Facebook Page post from the Page, with the public reply under the comment', async () => {
    const who = await connectedCreator('facebook');
    const commentId = `${who.mediaId}_${++commentSeq}`;
    const createdAt = fake.now();
    fake.addComment({ id: commentId, accountId: who.pageId, createdAt });
    const delivery = pageCommentDelivery({
      pageId: who.pageId,
      commentId,
      postId: who.mediaId,
      text: 'Link please',
      time: Math.floor(createdAt / 1000),
    });
    expect((await deliver(delivery, fake.sign, 'facebook')).body.data).toEqual({ received: 1 });
    await dispatched();
    expect(repliesTo(commentId)).toMatchObject([
      { senderId: who.pageId, body: { recipient: { comment_id: commentId } } },
    ]);
    expect(fake.publicReplies.filter((reply) => reply.commentId === commentId)).toEqual([
      { commentId, edge: 'comments', message: 'Sent you the links!' },
    ]);
    expect((await messages(who.creator.token, who.mediaId)).list).toMatchObject([
      { commentId, platform: 'facebook', status: 'sent' },
    ]);
  });

  it('keeps a Page to one shop: another account managing the same Page connects without it and is refused when picking it', async () => {
    const who = await connectedCreator();
    const n = ++seq;
    const other = await api.registerCreator();
    // Another Facebook user who manages the same Page (with its Instagram account) on Facebook.
    fake.addUser({
      id: `9200${n}`,
      accessToken: `EAAU-${kind}-${n}`,
      granted: [...REQUESTED_SCOPES],
      pages: [
        {
          id: who.pageId,
          name: 'Shared Page',
          accessToken: `EAAP-${kind}-${n}`,
          instagram: { id: who.instagramId, username: `shared_${kind}_${n}` },
        },
      ],
    });
    const redirectUri = `${server.url}/pc/#/pages/fbPermissions/index`;
    const dialog = await api.post('/chat/get_facebook_connect_url', { redirectUri }, other.token);
    fake.addCode(`code-${kind}-${n}`, { userId: `9200${n}`, redirectUri });
    const connected = await api.post(
      '/chat/receive_auth_results',
      { code: `code-${kind}-${n}`, state: dialog.data.state, redirectUri },
      other.token,
    );
    expect(connected.data.pages).toEqual([expect.objectContaining({ pageId: who.pageId, selected: false })]);
    const picked = await api.post('/chat/save_select_public_page', { pageId: who.pageId }, other.token);
    expect({ status: picked.status, message: picked.message }).toEqual({
      status: 409,
      message: CONNECTION_MESSAGES.pageTaken,
    });
    expect((await api.post('/chat/fbConnectStatus', {}, other.token)).data).toEqual({
      connected: true,
      pairValid: false,
    });
    // The comments on the Page's posts still reach the shop that holds it, and only that one.
    const { commentId, delivery } = comment(who, 'link');
    expect((await deliver(delivery)).body.data).toEqual({ received: 1 });
    await dispatched();
    expect(repliesTo(commentId)).toHaveLength(1);
    expect((await messages(who.creator.token, who.mediaId)).list).toMatchObject([{ commentId, status: 'sent' }]);
    expect((await api.post('/chat/get_auto_reply_messages', {}, other.token)).data.total).toBe(0);
  });

  it("records Meta's refusal when the Instagram account was unlinked from the Page, and marks the pair broken", async () => {
    const who = await connectedCreator();
    expect((await api.post('/chat/fbConnectStatus', {}, who.creator.token)).data).toMatchObject({
      connected: true,
      pairValid: true,
    });
    fake.breakPair(who.instagramId, 'unlinked');
    const { commentId, delivery } = comment(who, 'link');
    expect((await deliver(delivery)).body.data).toEqual({ received: 1 });
    await dispatched();
    expect(repliesTo(commentId)).toEqual([]);
    const [listed] = (await messages(who.creator.token, who.mediaId)).list;
    expect(listed).toMatchObject({ commentId, status: 'failed' });
    expect(listed.reason).toContain(`Object with ID '${who.instagramId}' does not exist`);
    expect((await api.post('/chat/fbConnectStatus', {}, who.creator.token)).data).toMatchObject({
      connected: true,
      pairValid: false,
    });
  });

  it(`honours ${PRIVATE_REPLIES_PER_HOUR} private replies an hour per account: the next one waits for the hour`, async () => {
    const who = await connectedCreator();
    const comments = Array.from({ length: PRIVATE_REPLIES_PER_HOUR + 1 }, (_, i) => comment(who, `link ${i}`));
    // Meta batches comments: deliveries of up to 100 changes each.
    for (let i = 0; i < comments.length; i += 100) {
      const batch = comments.slice(i, i + 100);
      const first = batch[0]!.delivery as { object: string; entry: Array<{ changes: unknown[] }> };
      const delivery = {
        ...first,
        entry: [{ ...first.entry[0], changes: batch.flatMap((c) => (c.delivery as typeof first).entry[0]!.changes) }],
      };
      expect((await deliver(delivery)).body.data).toEqual({ received: batch.length });
    }
    await dispatched();
    const sender = fake.privateReplies.filter((reply) => reply.senderId === who.instagramId);
    expect(sender).toHaveLength(PRIVATE_REPLIES_PER_HOUR);
    const last = comments.at(-1)!.commentId;
    expect(repliesTo(last)).toEqual([]);
    const waiting = await messages(who.creator.token, who.mediaId);
    expect(waiting.total).toBe(PRIVATE_REPLIES_PER_HOUR + 1);
    expect(waiting.list[0]).toMatchObject({ commentId: last, status: 'queued' });
    expect(waiting.list[1]).toMatchObject({ status: 'sent' });

    advance(HOUR_MS + 1_000);
    await dispatched();
    expect(repliesTo(last)).toHaveLength(1);
    expect((await messages(who.creator.token, who.mediaId)).list[0]).toMatchObject({ commentId: last, status: 'sent' });
  }, 240_000);

  describe('Instagram post sync', () => {
    let mediaSeq = 0;
    const media = (caption: string, extra: Partial<FakeMedia> = {}): FakeMedia => {
      const id = `1791${kind === 'pglite' ? 1 : 2}${String(++mediaSeq).padStart(10, '0')}`;
      return {
        id,
        caption,
        media_type: 'IMAGE',
        media_url: `https://cdn.example/ig/${id}.jpg`,
        permalink: `https://www.instagram.com/p/${id}/`,
        timestamp: '2026-11-20T17:00:00+0000',
        ...extra,
      };
    };
    const listed = async (token: string) =>
      (await api.post('/bio/get_blogger_media_list_v2', { pageSize: 100 }, token)).data
        .facebookMediaRespV2List as Array<Record<string, unknown>>;
    const syncedEvents = async (mediaId: string) =>
      (
        await server.services.database.query<{ n: number }>(
          `select count(*)::int as n from events where type = 'BioPostSynced' and stream_id like $1`,
          [`bio-post:%:${mediaId}`],
        )
      ).rows[0]!.n;

    it("lists the creator's Instagram posts as soon as the Page is picked, with caption and permalink", async () => {
      const reel = media('New reel, link in bio', {
        media_type: 'VIDEO',
        thumbnail_url: 'https://cdn.example/ig/thumb.jpg',
        timestamp: '2026-11-21T08:30:00-0800',
      });
      const odd = media('Odd addresses', { permalink: 'javascript:alert(1)', media_url: 'ftp://cdn.example/x.jpg' });
      const who = await connectedCreator('instagram', [reel, odd]);
      expect(fake.calls).toContain(`GET /${FAKE_VERSION}/${who.instagramId}/media`);
      const posts = await listed(who.creator.token);
      expect(posts.find((post) => post.mediaId === reel.id)).toMatchObject({
        platform: 'instagram',
        mediaType: 'VIDEO',
        caption: 'New reel, link in bio',
        permalink: reel.permalink,
        mediaUrl: reel.media_url,
        thumbnailUrl: 'https://cdn.example/ig/thumb.jpg',
        postedAt: '2026-11-21T16:30:00.000Z',
        scheduled: false,
      });
      const oddPost = posts.find((post) => post.mediaId === odd.id);
      expect(oddPost).toMatchObject({ caption: 'Odd addresses' });
      expect(oddPost).not.toHaveProperty('permalink');
      expect(oddPost).not.toHaveProperty('mediaUrl');
    });

    it('adds a post published later at the periodic sync, and appends nothing for unchanged posts', async () => {
      const first = media('First look');
      const who = await connectedCreator('instagram', [first]);
      const later = media('Published after connecting');
      fake.addMedia(who.instagramId, later);
      expect((await listed(who.creator.token)).map((post) => post.mediaId)).not.toContain(later.id);

      const { postSync } = autoDmOf(server.services);
      await postSync.syncAll();
      expect((await listed(who.creator.token)).find((post) => post.mediaId === later.id)).toMatchObject({
        caption: 'Published after connecting',
        permalink: later.permalink,
      });
      expect([await syncedEvents(first.id), await syncedEvents(later.id)]).toEqual([1, 1]);

      await postSync.syncAll();
      expect([await syncedEvents(first.id), await syncedEvents(later.id)]).toEqual([1, 1]);

      fake.addMedia(who.instagramId, { ...first, caption: 'First look (edited)' });
      await postSync.syncAll();
      expect([await syncedEvents(first.id), await syncedEvents(later.id)]).toEqual([2, 1]);
      expect((await listed(who.creator.token)).find((post) => post.mediaId === first.id)).toMatchObject({
        caption: 'First look (edited)',
      });
    });

    it('reads the posts again when a comment names a post Linkmint does not have yet, then matches it', async () => {
      const who = await connectedCreator();
      const fresh = media('Just posted');
      fake.addMedia(who.instagramId, fresh);
      advance(COMMENT_SYNC_GAP_MS + 1_000);
      const { service } = autoDmOf(server.services);
      const incoming = (commentId: string, mediaId: string) => ({
        network: 'instagram' as const,
        accountId: who.instagramId,
        commentId,
        mediaId,
        text: 'link please',
        fromId: `isid-${commentId}`,
        fromUsername: 'follower',
        commentedAt: new Date(fake.now()),
      });
      const mediaCalls = () =>
        fake.calls.filter((call) => call === `GET /${FAKE_VERSION}/${who.instagramId}/media`).length;
      const before = mediaCalls();
      // Found by the sync the comment started: no auto reply on it yet, so nothing is sent (not "unpublished").
      expect(await service.receiveComment(incoming(`c-${fresh.id}-1`, fresh.id), new Date(fake.now()))).toBe('no-rule');
      expect(mediaCalls()).toBe(before + 1);
      expect((await listed(who.creator.token)).map((post) => post.mediaId)).toContain(fresh.id);
      // A post the account does not list stays unknown; the shop was just read, so Graph is not asked again.
      expect(await service.receiveComment(incoming(`c-${fresh.id}-2`, 'nope-1'), new Date(fake.now()))).toBe(
        'not-published',
      );
      expect(mediaCalls()).toBe(before + 1);
    });

    it('marks the pair broken when Graph says the Instagram account is no longer reachable from the Page', async () => {
      const who = await connectedCreator();
      fake.breakPair(who.instagramId, 'unlinked');
      const result = await autoDmOf(server.services).postSync.syncShop(who.creator.shopName);
      expect(result).toMatchObject({ ok: false });
      expect((await api.post('/chat/fbConnectStatus', {}, who.creator.token)).data).toMatchObject({
        connected: true,
        pairValid: false,
      });
      fake.breakPair(who.instagramId, null);
    });
  });
});
