import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COVER_MESSAGES } from '../../server/integrations/retail-pages/amazon-list-cover';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { closedLoopbackUrl, serveFake, type RunningFake } from '../support/fake-provider-support';
import { startTestServer } from '../support/test-server';

const COVER = 'https://m.media-amazon.com/images/I/71cover._SL500_.jpg';
const CALL = '/spider/getAmazonBoardCoverImage';

/** Amazon's list pages as the reader sees them: Open Graph tags in the head, or none, or gone. */
async function fakeAmazon(): Promise<RunningFake & { paths: string[] }> {
  const paths: string[] = [];
  const app = new Hono();
  app.get('/hz/wishlist/ls/MOVED00000', (c) => c.redirect('https://elsewhere.example/'));
  app.get('/hz/wishlist/ls/:id', (c) => {
    paths.push(c.req.path);
    const id = c.req.param('id');
    if (id === 'GONE000000') return c.html('<html><body>Looking for something?</body></html>', 404);
    if (id === 'NOCOVER000') return c.html('<html><head><title>List</title></head></html>');
    if (id === 'ELSEWHERE0') return c.html('<meta property="og:image" content="https://evil.example/x.jpg">');
    if (id === 'BROKEN0000') return c.text('upstream trouble', 503);
    return c.html(
      `<html><head><meta content="${COVER.replace(/&/g, '&amp;')}" property="og:image"><title>Gift ideas</title></head></html>`,
    );
  });
  app.get('/shop/:creator/list/:id', (c) => {
    paths.push(c.req.path);
    return c.html(`<meta name="og:image" content="${COVER}">`);
  });
  return Object.assign(await serveFake(app), { paths });
}

describe('cover picture of an Amazon list (AMAZON_LIST_READER on, loopback Amazon)', () => {
  let amazon: Awaited<ReturnType<typeof fakeAmazon>>;
  let server: RunningServer;
  let api: ApiCaller;
  beforeAll(async () => {
    amazon = await fakeAmazon();
    server = await startTestServer({ AMAZON_LIST_READER: 'on', AMAZON_LIST_PAGE_ORIGIN: amazon.url });
    api = apiCaller(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await amazon?.close();
  });

  it('answers the picture Amazon shows in link previews, for wish lists and idea lists', async () => {
    const creator = await api.registerCreator();
    const wish = await api.post(
      CALL,
      { url: 'https://www.amazon.com/hz/wishlist/ls/2ABCDEF1234?ref_=wl_share' },
      creator.token,
    );
    expect(wish.data).toEqual({ imageUrl: COVER });
    const idea = await api.post(CALL, { url: 'https://amazon.com/shop/jane.doe/list/3XYZ987654' }, creator.token);
    expect(idea.data).toEqual({ imageUrl: COVER });
    // The query (share tags) is not sent on; only the list's path is.
    expect(amazon.paths).toEqual(['/hz/wishlist/ls/2ABCDEF1234', '/shop/jane.doe/list/3XYZ987654']);
  });

  it('says plainly when the list is gone, has no cover, points elsewhere or Amazon is down', async () => {
    const creator = await api.registerCreator();
    const ask = (id: string) => api.post(CALL, { url: `https://www.amazon.com/hz/wishlist/ls/${id}` }, creator.token);
    expect(await ask('GONE000000')).toMatchObject({ code: 404, message: LIST_COVER_MESSAGES.notFound });
    expect(await ask('MOVED00000')).toMatchObject({ code: 404, message: LIST_COVER_MESSAGES.notFound });
    expect(await ask('NOCOVER000')).toMatchObject({ code: 404, message: LIST_COVER_MESSAGES.noCover });
    // A cover that is not on Amazon's picture hosts is not passed on.
    expect(await ask('ELSEWHERE0')).toMatchObject({ code: 404, message: LIST_COVER_MESSAGES.noCover });
    expect(await ask('BROKEN0000')).toMatchObject({ code: 502, message: LIST_COVER_MESSAGES.unavailable });
  });

  it('refuses addresses that are not Amazon lists before fetching anything, and other shops', async () => {
    const creator = await api.registerCreator();
    const before = amazon.paths.length;
    for (const url of [
      'https://www.amazon.com/dp/B0XS9VQK0L',
      'https://www.amazon.evil.com/hz/wishlist/ls/2ABCDEF1234',
      'https://example.com/hz/wishlist/ls/2ABCDEF1234',
      'ftp://www.amazon.com/hz/wishlist/ls/2ABCDEF1234',
    ]) {
      const answer = await api.post(CALL, { url }, creator.token);
      expect(answer.code, url).toBe(400);
    }
    expect((await api.post(CALL, { url: 'https://www.amazon.com/dp/B0XS9VQK0L' }, creator.token)).message).toBe(
      LIST_COVER_MESSAGES.notAList,
    );
    expect(amazon.paths.length).toBe(before);
    const other = await api.registerCreator();
    const foreign = await api.post(
      CALL,
      { shopDomain: other.shopName, url: 'https://www.amazon.com/hz/wishlist/ls/2ABCDEF1234' },
      creator.token,
    );
    expect(foreign.code).toBe(403);
    expect((await api.post(CALL, { url: 'https://www.amazon.com/hz/wishlist/ls/2ABCDEF1234' })).code).toBe(401);
  });
});

describe('cover picture of an Amazon list, reader off (the default) or Amazon unreachable', () => {
  it('answers that this server does not read Amazon pages, and a clear error when Amazon cannot be reached', async () => {
    const off = await startTestServer();
    const down = await startTestServer({
      AMAZON_LIST_READER: 'on',
      AMAZON_LIST_PAGE_ORIGIN: await closedLoopbackUrl(),
    });
    try {
      for (const [server, expected] of [
        [off, { code: 503, message: LIST_COVER_MESSAGES.off }],
        [down, { code: 502, message: LIST_COVER_MESSAGES.unavailable }],
      ] as const) {
        const api = apiCaller(server.url);
        const creator = await api.registerCreator();
        expect(
          await api.post(CALL, { url: 'https://www.amazon.com/hz/wishlist/ls/2ABCDEF1234' }, creator.token),
        ).toMatchObject(expected);
      }
    } finally {
      await off.close();
      await down.close();
    }
  });
});
