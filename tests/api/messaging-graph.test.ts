import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGraphMessaging } from '../../server/integrations/messaging/graph-messaging';
import {
  MessagingError,
  type MessagingPort,
  type PrivateReply,
  type SendOutcome,
} from '../../server/integrations/messaging/messaging-port';
import { closedLoopbackUrl, everythingAbout } from '../support/fake-provider-support';
import { signWebhookBody, startFakeGraphMessaging, type FakeGraphMessaging } from '../support/fake-graph-messaging';

const DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const REDIRECT_URI = 'https://linkmint.example/pc/#/pages/fbAuth/index';
/** Graph binds its codes to the app and the redirect address; the shop and state are Linkmint's own check. */
const ISSUED_FOR = { shopDomain: 'shop_graph', state: 'state-graph' };
const VERIFY_TOKEN = 'hub-verify-3c9f';
const APP_SECRET = 'graph-app-secret-61d0e7f2b4';
const DAY_MS = 86_400_000;

const SHOP_PAGE = {
  id: '501',
  name: 'Ada Shop',
  pictureUrl: 'https://cdn.example/ada-page.jpg',
  accessToken: 'EAAP-page-501',
  instagram: { id: '17841400000000501', username: 'ada.shop' },
};
const BLOG_PAGE = { id: '502', name: 'Ada Blog', accessToken: 'EAAP-page-502' };
const THIRD_PAGE = {
  id: '503',
  name: 'Ada Recipes',
  accessToken: 'EAAP-page-503',
  instagram: { id: '17841400000000503', username: 'ada.recipes' },
};

describe('Graph messaging adapter (against a fake Graph API on loopback)', () => {
  let fake: FakeGraphMessaging;
  let graph: MessagingPort;
  let commentSeq = 0;

  const adapter = (
    overrides: { graphUrl?: string; appSecret?: string; timeoutMs?: number } = {},
    fetcher: typeof fetch = fetch,
  ) =>
    createGraphMessaging(
      {
        appId: fake.appId,
        appSecret: overrides.appSecret ?? fake.appSecret,
        verifyToken: VERIFY_TOKEN,
        graphUrl: overrides.graphUrl ?? fake.graphUrl,
        dialogUrl: DIALOG_URL,
        timeoutMs: overrides.timeoutMs ?? 2_000,
      },
      fetcher,
    );

  /** A fresh comment on `accountId`'s post, made `ageMs` ago by the fake's clock. */
  function comment(accountId: string, ageMs = 0): string {
    const id = `1790000000${++commentSeq}`;
    fake.addComment({ id, accountId, createdAt: fake.now() - ageMs });
    return id;
  }

  const instagramReply = (
    commentId: string,
    message: PrivateReply['message'],
    extra: Partial<PrivateReply> = {},
  ): PrivateReply => ({
    network: 'instagram',
    senderId: SHOP_PAGE.instagram.id,
    pageAccessToken: SHOP_PAGE.accessToken,
    commentId,
    message,
    ...extra,
  });

  async function refusal(call: Promise<unknown>): Promise<MessagingError> {
    const error = await call.then(
      () => expect.fail('expected the call to fail'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MessagingError);
    const revealed = everythingAbout(error);
    for (const secret of [fake.appSecret, 'EAAU-ada', SHOP_PAGE.accessToken]) expect(revealed).not.toContain(secret);
    return error as MessagingError;
  }

  beforeAll(async () => {
    fake = await startFakeGraphMessaging({ appSecret: APP_SECRET, hourlyLimit: 3, pageSize: 2 });
    fake.addUser({
      id: '9001',
      accessToken: 'EAAU-ada',
      granted: [
        'pages_show_list',
        'pages_messaging',
        'instagram_basic',
        'instagram_manage_comments',
        'instagram_manage_messages',
      ],
      declined: ['pages_read_engagement'],
      pages: [SHOP_PAGE, BLOG_PAGE, THIRD_PAGE],
    });
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.failWith(null);
    fake.delay(0);
    // Each test starts a fresh hour by the fake's clock, so the small hourly limit only bites where a test means it.
    fake.advance(3_600_000);
    graph = adapter();
  });

  it('builds the OAuth dialog address with the app id, the return address, the state and the scopes', () => {
    const url = new URL(
      graph.dialogUrl({
        state: 'st-42',
        redirectUri: REDIRECT_URI,
        origin: 'https://linkmint.example',
        scopes: ['pages_show_list', 'instagram_manage_messages'],
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(DIALOG_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.appId,
      redirect_uri: REDIRECT_URI,
      state: 'st-42',
      scope: 'pages_show_list,instagram_manage_messages',
      response_type: 'code',
    });
    expect(graph.kind).toBe('graph');
  });

  it('exchanges the code for the user, the scopes granted (not the declined) and every Page across paging', async () => {
    fake.addCode('code-ok', { userId: '9001', redirectUri: REDIRECT_URI });
    const callsBefore = fake.calls.length;
    await expect(
      graph.exchangeCode({ code: 'code-ok', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR }),
    ).resolves.toEqual({
      facebookUserId: '9001',
      grantedScopes: [
        'pages_show_list',
        'pages_messaging',
        'instagram_basic',
        'instagram_manage_comments',
        'instagram_manage_messages',
      ],
      pages: [
        {
          pageId: '501',
          name: 'Ada Shop',
          pictureUrl: 'https://cdn.example/ada-page.jpg',
          pageAccessToken: SHOP_PAGE.accessToken,
          instagramAccountId: SHOP_PAGE.instagram.id,
          instagramUserName: 'ada.shop',
        },
        { pageId: '502', name: 'Ada Blog', pageAccessToken: BLOG_PAGE.accessToken },
        {
          pageId: '503',
          name: 'Ada Recipes',
          pageAccessToken: THIRD_PAGE.accessToken,
          instagramAccountId: THIRD_PAGE.instagram.id,
          instagramUserName: 'ada.recipes',
        },
      ],
    });
    // The fake pages two at a time: the third Page came from following paging.next.
    expect(fake.calls.slice(callsBefore)).toEqual([
      'GET /v19.0/oauth/access_token',
      'GET /v19.0/me',
      'GET /v19.0/me/permissions',
      'GET /v19.0/me/accounts',
      'GET /v19.0/me/accounts',
    ]);
    // After the exchange the user token travels in the Authorization header, never in an address.
    for (const query of fake.queries.slice(callsBefore + 1)) {
      expect(query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
      expect(query.has('access_token')).toBe(false);
      expect([...query.values()]).not.toContain(fake.appSecret);
    }
  });

  it('refuses a used code, a code for another return address and an empty one with 400', async () => {
    fake.addCode('code-once', { userId: '9001', redirectUri: REDIRECT_URI });
    await graph.exchangeCode({ code: 'code-once', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR });
    const used = await refusal(
      graph.exchangeCode({ code: 'code-once', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR }),
    );
    expect(used.status).toBe(400);
    expect(used.message).toBe(
      'Facebook did not accept this connection: it was already used or has expired. Please connect again.',
    );

    fake.addCode('code-elsewhere', { userId: '9001', redirectUri: 'https://other.example/back' });
    expect(
      (await refusal(graph.exchangeCode({ code: 'code-elsewhere', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR })))
        .status,
    ).toBe(400);
    expect(
      (await refusal(graph.exchangeCode({ code: '', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR }))).status,
    ).toBe(400);
  });

  it('answers 503 when Graph cannot be reached or is throttling, 502 when it fails', async () => {
    const down = await refusal(
      adapter({ graphUrl: `${await closedLoopbackUrl()}/v19.0` }).exchangeCode({
        code: 'c',
        redirectUri: REDIRECT_URI,
        issuedFor: ISSUED_FOR,
      }),
    );
    expect(down.status).toBe(503);
    expect(down.message).toBe('Facebook cannot be reached right now. Please try again in a few minutes.');

    fake.failWith(500);
    const failing = await refusal(graph.exchangeCode({ code: 'c', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR }));
    expect(failing.status).toBe(502);
    expect(failing.message).toBe(
      'Facebook answered in a way Linkmint cannot use right now. Please try again in a few minutes.',
    );

    fake.failWith(400, 4);
    expect(
      (await refusal(graph.exchangeCode({ code: 'c', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR }))).status,
    ).toBe(503);
  });

  it('gives up on a Graph slower than its timeout: 503 to connect, a retryable outcome to send', async () => {
    fake.delay(300);
    const slow = adapter({ timeoutMs: 100 });
    fake.addCode('code-slow', { userId: '9001', redirectUri: REDIRECT_URI });
    expect(
      (await refusal(slow.exchangeCode({ code: 'code-slow', redirectUri: REDIRECT_URI, issuedFor: ISSUED_FOR })))
        .status,
    ).toBe(503);
    const outcome = await slow.sendPrivateReply(
      instagramReply(comment(SHOP_PAGE.instagram.id), { kind: 'text', text: 'x' }),
    );
    expect(outcome).toMatchObject({ ok: false, retryable: true });
    expect(outcome.ok ? '' : outcome.reason).toContain('no answer within 100 ms');
  });

  it("never follows a paging address off Graph's host, where the user token would go with it", async () => {
    const asked: string[] = [];
    // Graph's answer rewritten to page on to another host, as a tampered or misrouted answer would.
    const redirecting: typeof fetch = async (input, init) => {
      const url = String(input);
      asked.push(new URL(url).host);
      const res = await fetch(input, init);
      if (!new URL(url).pathname.endsWith('/me/accounts')) return res;
      const body = (await res.json()) as { paging?: { next?: string } };
      if (body.paging?.next)
        body.paging.next = body.paging.next.replace(/^http:\/\/[^/]+/, 'https://graph.elsewhere.example');
      return new Response(JSON.stringify(body), {
        status: res.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    fake.addCode('code-paging', { userId: '9001', redirectUri: REDIRECT_URI });
    const grant = await adapter({}, redirecting).exchangeCode({
      code: 'code-paging',
      redirectUri: REDIRECT_URI,
      issuedFor: ISSUED_FOR,
    });
    expect(grant.pages.map((page) => page.pageId)).toEqual(['501', '502']);
    expect(asked).not.toContain('graph.elsewhere.example');
  });

  it('sends a text private reply as recipient comment_id and message text', async () => {
    const commentId = comment(SHOP_PAGE.instagram.id);
    const outcome = await graph.sendPrivateReply(
      instagramReply(commentId, { kind: 'text', text: 'Here are the links!' }),
    );
    expect(outcome).toEqual({ ok: true, messageId: fake.privateReplies.at(-1)?.messageId });
    expect(fake.privateReplies.at(-1)).toMatchObject({
      senderId: SHOP_PAGE.instagram.id,
      body: { recipient: { comment_id: commentId }, message: { text: 'Here are the links!' } },
    });
    expect(fake.calls.at(-1)).toBe(`POST /v19.0/${SHOP_PAGE.instagram.id}/messages`);
  });

  it('sends a carousel as a generic template: web_url buttons for addresses, postbacks otherwise, empty fields left out', async () => {
    const commentId = comment(SHOP_PAGE.instagram.id);
    const outcome = await graph.sendPrivateReply(
      instagramReply(commentId, {
        kind: 'cards',
        cards: [
          {
            title: 'Linen shirt',
            subtitle: 'Soft and light',
            imageUrl: 'https://cdn.example/shirt.jpg',
            buttons: [{ title: 'Shop now', url: 'https://lmt.example/s/abc' }, { title: 'Ask me' }],
          },
          { title: 'Straw hat', buttons: [] },
        ],
      }),
    );
    expect(outcome.ok).toBe(true);
    expect(fake.privateReplies.at(-1)?.body).toEqual({
      recipient: { comment_id: commentId },
      message: {
        attachment: {
          type: 'template',
          payload: {
            template_type: 'generic',
            elements: [
              {
                title: 'Linen shirt',
                subtitle: 'Soft and light',
                image_url: 'https://cdn.example/shirt.jpg',
                buttons: [
                  { type: 'web_url', url: 'https://lmt.example/s/abc', title: 'Shop now' },
                  { type: 'postback', title: 'Ask me', payload: 'LINKMINT_CARD_1_BUTTON_2' },
                ],
              },
              { title: 'Straw hat' },
            ],
          },
        },
      },
    });
  });

  it('posts the public reply under an Instagram comment (replies) and a Page comment (comments)', async () => {
    const igComment = comment(SHOP_PAGE.instagram.id);
    await expect(
      graph.sendPrivateReply(
        instagramReply(igComment, { kind: 'text', text: 'Sent you a DM' }, { publicReply: 'Check your DMs!' }),
      ),
    ).resolves.toMatchObject({ ok: true });
    expect(fake.publicReplies.at(-1)).toEqual({ commentId: igComment, edge: 'replies', message: 'Check your DMs!' });

    const pageComment = comment(BLOG_PAGE.id);
    const outcome = await graph.sendPrivateReply({
      network: 'facebook',
      senderId: BLOG_PAGE.id,
      pageAccessToken: BLOG_PAGE.accessToken,
      commentId: pageComment,
      message: { kind: 'text', text: 'Links inside' },
      publicReply: 'Sent!',
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome).not.toHaveProperty('publicReplyError');
    expect(fake.privateReplies.at(-1)).toMatchObject({ senderId: BLOG_PAGE.id, commentId: pageComment });
    expect(fake.publicReplies.at(-1)).toEqual({ commentId: pageComment, edge: 'comments', message: 'Sent!' });
  });

  it('reports a refused public reply beside a sent DM, never as a failed DM', async () => {
    const commentId = comment(SHOP_PAGE.instagram.id);
    fake.turnOffComments(true);
    const outcome = await graph.sendPrivateReply(
      instagramReply(commentId, { kind: 'text', text: 'Hi' }, { publicReply: 'See DMs' }),
    );
    fake.turnOffComments(false);
    expect(outcome).toEqual({
      ok: true,
      messageId: fake.privateReplies.at(-1)?.messageId,
      publicReplyError: '(#100) Comments are turned off on this media',
    });
    expect(fake.privateReplies.at(-1)?.commentId).toBe(commentId);
  });

  describe('what Graph answered, as the outcome the module acts on', () => {
    const send = (reply: PrivateReply): Promise<SendOutcome> => graph.sendPrivateReply(reply);

    it("a second reply to the same comment: refused for good with Meta's reason", async () => {
      const commentId = comment(SHOP_PAGE.instagram.id);
      expect((await send(instagramReply(commentId, { kind: 'text', text: 'one' }))).ok).toBe(true);
      await expect(send(instagramReply(commentId, { kind: 'text', text: 'two' }))).resolves.toEqual({
        ok: false,
        retryable: false,
        reason: '(#10) This comment has already been replied to privately.',
      });
    });

    it('a comment older than 7 days: refused for good, "outside of allowed window"', async () => {
      const commentId = comment(SHOP_PAGE.instagram.id, 7 * DAY_MS + 60_000);
      await expect(send(instagramReply(commentId, { kind: 'text', text: 'late' }))).resolves.toEqual({
        ok: false,
        retryable: false,
        reason: '(#10) This message is sent outside of allowed window.',
      });
      const justInTime = comment(SHOP_PAGE.instagram.id, 7 * DAY_MS - 60_000);
      expect((await send(instagramReply(justInTime, { kind: 'text', text: 'made it' }))).ok).toBe(true);
    });

    it('past the hourly limit: retryable (code 613), and accepted again an hour later', async () => {
      const sender = THIRD_PAGE.instagram.id;
      const reply = (id: string): PrivateReply => ({
        network: 'instagram',
        senderId: sender,
        pageAccessToken: THIRD_PAGE.accessToken,
        commentId: id,
        message: { kind: 'text', text: 'hi' },
      });
      for (let i = 0; i < fake.hourlyLimit; i++) expect((await send(reply(comment(sender)))).ok).toBe(true);
      const waiting = comment(sender);
      await expect(send(reply(waiting))).resolves.toEqual({
        ok: false,
        retryable: true,
        reason: '(#613) Calls to this api have exceeded the rate limit.',
      });
      fake.advance(3_600_000);
      expect((await send(reply(waiting))).ok).toBe(true);
    });

    it('the Instagram account unlinked from the Page, or the Page token revoked: pairBroken', async () => {
      fake.breakPair(SHOP_PAGE.instagram.id, 'unlinked');
      const unlinked = await send(instagramReply(comment(SHOP_PAGE.instagram.id), { kind: 'text', text: 'x' }));
      expect(unlinked).toMatchObject({ ok: false, retryable: false, pairBroken: true });
      expect(unlinked.ok ? '' : unlinked.reason).toContain(`Object with ID '${SHOP_PAGE.instagram.id}' does not exist`);

      fake.breakPair(SHOP_PAGE.instagram.id, 'token-revoked');
      await expect(
        send(instagramReply(comment(SHOP_PAGE.instagram.id), { kind: 'text', text: 'x' })),
      ).resolves.toMatchObject({
        ok: false,
        retryable: false,
        pairBroken: true,
      });
      fake.breakPair(SHOP_PAGE.instagram.id, null);
      expect((await send(instagramReply(comment(SHOP_PAGE.instagram.id), { kind: 'text', text: 'x' }))).ok).toBe(true);
    });

    it('Graph failing, throttling by HTTP 429, or out of reach: retryable; nothing is thrown', async () => {
      const commentId = comment(SHOP_PAGE.instagram.id);
      fake.failWith(500);
      await expect(send(instagramReply(commentId, { kind: 'text', text: 'x' }))).resolves.toMatchObject({
        ok: false,
        retryable: true,
      });
      fake.failWith(429, 32);
      await expect(send(instagramReply(commentId, { kind: 'text', text: 'x' }))).resolves.toMatchObject({
        ok: false,
        retryable: true,
      });
      fake.failWith(null);
      const unreachable = adapter({ graphUrl: `${await closedLoopbackUrl()}/v19.0` });
      const outcome = await unreachable.sendPrivateReply(instagramReply(commentId, { kind: 'text', text: 'x' }));
      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(JSON.stringify(outcome)).not.toContain(SHOP_PAGE.accessToken);
    });

    it('a comment Graph does not know, or a wrong app secret: refused, neither retryable nor a broken pair', async () => {
      await expect(send(instagramReply('no-such-comment', { kind: 'text', text: 'x' }))).resolves.toEqual({
        ok: false,
        retryable: false,
        reason: '(#100) The comment to reply to cannot be found',
      });
      const wrongSecret = adapter({ appSecret: 'not-the-secret' });
      await expect(
        wrongSecret.sendPrivateReply(instagramReply(comment(SHOP_PAGE.instagram.id), { kind: 'text', text: 'x' })),
      ).resolves.toEqual({
        ok: false,
        retryable: false,
        reason: 'Invalid appsecret_proof provided in the API argument',
      });
    });
  });

  describe('webhook signature and verify token', () => {
    const body = JSON.stringify({ object: 'instagram', entry: [{ id: '1', time: 1, changes: [] }] });
    const bytes = (text: string) => new TextEncoder().encode(text);
    const signed = signWebhookBody(body, APP_SECRET);

    it('accepts sha256=<hex HMAC of the raw body with the app secret>', () => {
      expect(graph.verifySignature(bytes(body), fake.sign(body))).toBe(true);
    });

    it.each([
      ['no header', undefined],
      ['an empty header', ''],
      ['another secret', signWebhookBody(body, 'someone-else')],
      ['the wrong algorithm', signed.replace('sha256=', 'sha1=')],
      ['bad hex', `sha256=${'zz'.repeat(32)}`],
      ['a truncated digest', signed.slice(0, -2)],
      ['upper-case hex', signed.toUpperCase().replace('SHA256=', 'sha256=')],
    ])('refuses %s', (_what, header) => {
      expect(graph.verifySignature(bytes(body), header)).toBe(false);
    });

    it('refuses a tampered body', () => {
      expect(graph.verifySignature(bytes(body.replace('"1"', '"2"')), fake.sign(body))).toBe(false);
    });

    it('takes only the configured verify token', () => {
      expect(graph.verifyToken(VERIFY_TOKEN)).toBe(true);
      for (const token of ['', 'hub-verify-3c9', `${VERIFY_TOKEN}x`, VERIFY_TOKEN.toUpperCase()]) {
        expect(graph.verifyToken(token)).toBe(false);
      }
    });
  });
});
