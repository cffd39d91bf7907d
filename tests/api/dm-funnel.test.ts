import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKDOWN_MESSAGES } from '../../server/modules/click-insights/click-insights-operations';
import { DM_FUNNEL_MESSAGES } from '../../server/modules/click-insights/dm-funnel-operation';
import type { RunningServer } from '../../server/server';
import { addDays } from '../../src/domain/click-days';
import { dmCardSubId } from '../../src/domain/dm-funnel';
import { pacificDate } from '../../src/domain/pacific-time';
import { apiCaller } from '../support/api-caller';
import { openTestDatabase } from '../support/db';
import { projectionTables } from '../support/projection-tables';
import { expectContract } from './account-support';
import { admin, connectSimulated, dispatched, scriptedSimulator, startAutoDmServer, syncPost } from './auto-dm-support';
import { earningsApi, newOrderId, POSTBACK_SECRET, type EarningsApi } from './earnings-support';
import { WALMART_PRODUCT } from './short-link-support';

const WALMART_IDS = { publisherId: '1234567', adId: '565706', campaignId: '9383' };
const ZERO = { comments: 0, matched: 0, sent: 0, clicks: 0, orders: 0, earningsCents: 0 };

/**
 * The Auto DM funnel of a post (dmFunnel): a follower's comments on the post, the ones that matched its keyword, the
 * DMs sent, the clicks on the DM's card links, and the orders and commission that came back with a card link's
 * sub-id, each found in the funnel of the post's range; another shop's post, an unknown post and a bad range refused.
 */
describe.each(['pglite', 'postgres'] as const)('Auto DM funnel of a post (%s)', (kind) => {
  let server: RunningServer;
  let api: EarningsApi;
  const network = scriptedSimulator();

  beforeAll(async () => {
    server = await startAutoDmServer(await openTestDatabase(kind), { pollMs: 3_600_000 }, network.port, {
      CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET,
    });
    api = earningsApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const today = () => pacificDate(new Date());
  const week = () => ({ startDate: addDays(today(), -6), endDate: today() });

  it('counts comments, keyword matches, DMs sent, card clicks, and the orders and earnings of the post’s sub-ids', async () => {
    const stamp = Date.now().toString(36);
    const creator = await api.creator(`fn${stamp}-20`);
    expect(
      (await api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, creator.token)).code,
    ).toBe(200);
    const walmartTag = `wf${stamp}`;
    expect((await api.post('/setting/addWalmartTrackingId', { trackingId: walmartTag }, creator.token)).code).toBe(200);
    expect((await connectSimulated(apiCaller(server.url), server, creator.token)).data.hasAuth).toBe(true);
    const mediaId = `post_${stamp}`;
    await syncPost(server, creator.handle, mediaId);
    const rule = {
      enabled: true,
      keywords: ['fryer'],
      dmText: 'Here it is',
      carouselReplyContentList: [
        {
          title: 'Air fryer',
          imageUrl: 'https://img.example.com/fryer.jpg',
          chatButtonReqList: [{ title: 'Shop now', contentUrl: WALMART_PRODUCT }],
        },
      ],
    };
    expect((await api.post('/chat/add_auto_reply_v3', { mediaId, autoReply: rule }, creator.token)).code).toBe(200);

    const funnel = async (range = week(), id = mediaId, token = creator.token) =>
      api.post('/clicks/dm_funnel', { mediaId: id, ...range }, token);
    const empty = await funnel();
    expectContract('dmFunnel', empty);
    expect(empty.data).toMatchObject({ mediaId, ...week(), current: ZERO, previous: ZERO });

    const comment = (text: string, from: string) =>
      admin(server, 'ig', 'comment', creator.handle, mediaId, text, '--from', from);
    expect((await comment('FRYER please', 'fan_a')).out).toContain('queued');
    expect((await comment('I want the fryer', 'fan_b')).out).toContain('queued');
    expect((await comment('nice kitchen', 'fan_c')).out).toContain('no trigger word');
    // The creator answering in the thread is not a follower's comment: it counts nowhere in the funnel.
    expect((await comment('Link sent, enjoy the fryer!', creator.handle)).out).toContain('own comment');
    await dispatched(server);

    // The DM's card button is a tracked address whose destination carries the card link's sub-id in Impact's subId2.
    const sent = network.sent.filter((reply) => reply.message.kind === 'cards');
    const button = sent.flatMap((reply) =>
      reply.message.kind === 'cards' ? reply.message.cards.flatMap((c) => c.buttons.map((b) => b.url ?? '')) : [],
    );
    expect(new Set(button).size).toBe(1);
    const code = new URL(button[0]!).pathname.split('/').pop()!;
    const opened = await api.visit(code);
    expect(opened.status).toBe(302);
    const destination = new URL(opened.location ?? '');
    expect(destination.host).toBe('goto.walmart.com');
    expect(destination.searchParams.get('subId1')).toBe(walmartTag);
    expect(destination.searchParams.get('subId2')).toBe(dmCardSubId(code));
    await api.visit(code);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const order = (orderId: string, commissionCents: number, status: 'pending' | 'reversed' = 'pending') =>
      api.postback({
        orderId,
        trackingId: walmartTag,
        subId: dmCardSubId(code),
        orderAmountCents: 5_000,
        commissionCents,
        status,
        orderedAt: yesterday,
      });
    expect((await order(newOrderId('DM'), 250)).data.outcome).toBe('recorded');
    expect((await order(newOrderId('DM'), 120)).data.outcome).toBe('recorded');
    // A reversed order earns nothing and is no order of the funnel.
    expect((await order(newOrderId('DM'), 900, 'reversed')).data.outcome).toBe('recorded');

    const found = await funnel();
    expectContract('dmFunnel', found);
    expect(found.data.current).toEqual({ comments: 3, matched: 2, sent: 2, clicks: 2, orders: 2, earningsCents: 370 });
    expect(found.data.previous).toEqual(ZERO);
    // Last week's range holds none of it, and its previous period is the week before.
    const lastWeek = { startDate: addDays(today(), -13), endDate: addDays(today(), -7) };
    expect((await funnel(lastWeek)).data).toMatchObject({ current: ZERO, previousEndDate: addDays(today(), -14) });

    // Another shop's post and an unknown post are not found; a backwards or too long range is refused.
    const other = await api.creator(`fo${stamp}-20`);
    for (const reply of [await funnel(week(), mediaId, other.token), await funnel(week(), 'no_such_post')]) {
      expect(reply).toMatchObject({ status: 404, code: 404, message: DM_FUNNEL_MESSAGES.notFound });
    }
    const backwards = await funnel({ startDate: today(), endDate: addDays(today(), -1) });
    expect(backwards).toMatchObject({ status: 400, message: BREAKDOWN_MESSAGES.backwards });
    const long = await funnel({ startDate: addDays(today(), -366), endDate: today() });
    expect(long).toMatchObject({ status: 400, message: BREAKDOWN_MESSAGES.tooLong });
  });

  it('rebuilds the same comment counts from the log', async () => {
    const names = ['auto-dm-messages'];
    const live = await projectionTables(server, names);
    expect(live.auto_dm_comments?.length).toBeGreaterThan(0);
    await server.services.eventStore.rebuild({ projections: names });
    expect(await projectionTables(server, names)).toEqual(live);
  });
});
