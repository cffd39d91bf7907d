import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_MESSAGES } from '../../server/modules/earnings/conversions';
import { SHORT_LINK_MESSAGES } from '../../server/modules/short-links/short-link-decider';
import { addDays } from '../../src/domain/click-days';
import { EARN_MESSAGES } from '../../src/domain/earn-rule';
import { pacificDate } from '../../src/domain/pacific-time';
import { PLACEMENT_MESSAGES, placementSubId } from '../../src/domain/placements';
import { expectContract } from './account-support';
import { earningsServer, newOrderId } from './earnings-support';
import { AMAZON_CANONICAL, AMAZON_PRODUCT, expectRefused, WALMART_PRODUCT } from './short-link-support';

const WALMART_IDS = { publisherId: '1234567', adId: '565706', campaignId: '9383' };
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

/**
 * A short link's placements: their own /s/ addresses tagged with the placement's ids, their clicks, and orders
 * attributed to them by postback and by earnings import, found together on the placement report.
 */
describe.each(['pglite', 'postgres'] as const)('short-link placements (%s)', (kind) => {
  const ctx = earningsServer(kind);
  const today = () => pacificDate(new Date());
  const range = () => ({ startDate: addDays(today(), -6), endDate: today() });

  it('gives each placement its own address and tracking id, and reports its clicks, orders, earnings and EPC', async () => {
    const { api } = ctx;
    const stamp = Date.now().toString(36);
    const [mainTag, storyTag] = [`pm${stamp}-20`, `ps${stamp}-20`];
    const alice = await api.creatorWithLink(mainTag);
    expect((await api.post('/setting/addTrackingId', { trackingId: storyTag }, alice.token)).code).toBe(200);

    const story = await api.post(
      '/app/create_placement',
      { code: alice.code, name: '  IG   story ', trackingId: storyTag },
      alice.token,
    );
    expectContract('createPlacement', story);
    const storyCode = story.data.code as string;
    expect(story.data).toEqual({
      code: storyCode,
      linkCode: alice.code,
      name: 'IG story',
      shortUrl: `${ctx.server.url}/s/${storyCode}`,
      trackingId: storyTag,
      subId: placementSubId(storyCode),
      destination: `${AMAZON_CANONICAL}?tag=${storyTag}`,
      createdAt: expect.any(String),
    });
    const letter = await api.post('/app/create_placement', { code: alice.code, name: 'Newsletter' }, alice.token);
    expectContract('createPlacement', letter);
    expect(letter.data).toMatchObject({ trackingId: mainTag, destination: `${AMAZON_CANONICAL}?tag=${mainTag}` });
    const letterCode = letter.data.code as string;

    // Its address redirects at once to its own tagged page, and the click is the placement's.
    const visit = await api.visit(storyCode);
    expect(visit).toMatchObject({ status: 302, location: `${AMAZON_CANONICAL}?tag=${storyTag}` });
    expect(await api.clicksOf(storyCode)).toMatchObject([{ linkType: 'placement', linkId: storyCode }]);

    // Amazon reports no sub-id: the story's own tracking id says the order is the story's.
    const sold = await api.postback({
      network: 'amazon',
      orderId: newOrderId('PL'),
      trackingId: storyTag.toUpperCase(),
      orderAmountCents: 4_000,
      commissionCents: 160,
      status: 'approved',
      orderedAt: yesterday(),
    });
    expect(sold.data.outcome, sold.message).toBe('recorded');
    // An earnings report names the newsletter by its sub-id.
    const file = api.csvFile([
      'network,order_id,short_code,tracking_id,sub_id,order_amount_cents,commission_cents,currency,status,ordered_at',
      `amazon,${newOrderId('PL')},,${mainTag},${placementSubId(letterCode)},10000,300,USD,pending,${yesterday()}`,
      `amazon,${newOrderId('PL')},,${mainTag},${placementSubId(letterCode)},5000,200,USD,reversed,${yesterday()}`,
    ]);
    const imported = await api.admin('earnings', 'import', file);
    expect(imported.err).toEqual([]);
    const events = await api.eventCount();
    await api.admin('earnings', 'import', file);
    expect(await api.eventCount()).toBe(events);

    const report = () => api.post('/app/get_placement_report', { code: alice.code, ...range() }, alice.token);
    await expect.poll(async () => (await report()).data.list[0].clicks).toBe(1);
    const answer = await report();
    expectContract('getPlacementReport', answer);
    expect(answer.data).toEqual({
      ...range(),
      retailer: 'amazon',
      trackingIds: [mainTag, storyTag],
      list: [
        { placement: story.data, clicks: 1, orders: 1, earningsCents: 160, epcCents: 160 },
        { placement: letter.data, clicks: 0, orders: 1, earningsCents: 300, epcCents: 0 },
      ],
    });
    // The link's own clicks are not the placements'.
    expect(await api.clicksOf(alice.code)).toEqual([]);
  });

  it('carries the sub-id in subId2 of an Impact link and attributes the postback that brings it back', async () => {
    const { api } = ctx;
    const stamp = Date.now().toString(36);
    const bob = await api.creator(`pb${stamp}-20`);
    expect(
      (await api.post('/setting/saveImpactSettings', { retailer: 'walmart', ...WALMART_IDS }, bob.token)).code,
    ).toBe(200);
    const walmartTag = `wm${stamp}`;
    expect((await api.post('/setting/addWalmartTrackingId', { trackingId: walmartTag }, bob.token)).code).toBe(200);
    const link = await api.post('/app/get_shortlink/v3', { url: WALMART_PRODUCT }, bob.token);
    expect(link.code, link.message).toBe(200);
    const placement = await api.post(
      '/app/create_placement',
      { code: link.data.code, name: 'YouTube description' },
      bob.token,
    );
    expectContract('createPlacement', placement);
    const destination = new URL(placement.data.destination as string);
    expect(destination.host).toBe('goto.walmart.com');
    expect(destination.searchParams.get('subId1')).toBe(walmartTag);
    expect(destination.searchParams.get('subId2')).toBe(placement.data.subId);
    expect((await api.visit(placement.data.code)).location).toBe(placement.data.destination);

    const orderId = newOrderId('IM');
    const order = {
      orderId,
      trackingId: walmartTag,
      subId: placement.data.subId,
      orderAmountCents: 2_000,
      commissionCents: 100,
      status: 'pending' as const,
      orderedAt: yesterday(),
    };
    expect((await api.postback(order)).data.outcome).toBe('recorded');
    expect((await api.postback(order)).data.outcome).toBe('unchanged');
    expect(await api.conversionRow(`impact:${orderId}`)).toMatchObject({
      placement_code: placement.data.code,
      sub_id: placement.data.subId,
    });
    // A sub-id of no placement of the order's shop is refused, and nothing is stored.
    await expectRefused(
      api,
      () => api.postback({ ...order, orderId: newOrderId('IM'), subId: placementSubId('Zz9Zz9Zz') }),
      400,
      ATTRIBUTION_MESSAGES.unknownSubId(placementSubId('Zz9Zz9Zz')),
    );
    await expect
      .poll(async () => {
        const res = await api.post('/app/get_placement_report', { code: link.data.code, ...range() }, bob.token);
        return res.data.list[0];
      })
      .toMatchObject({ clicks: 1, orders: 1, earningsCents: 100, epcCents: 100 });
  });

  it('refuses bad names, names in use, too many placements, foreign ids and links; a deleted one stops redirecting', async () => {
    const { api } = ctx;
    const carol = await api.creatorWithLink(`pc${Date.now().toString(36)}-20`);
    const eve = await api.creatorWithLink(`pe${Date.now().toString(36)}-20`);
    const add = (body: Record<string, unknown>, token = carol.token) =>
      api.post('/app/create_placement', { code: carol.code, ...body }, token);
    const first = await add({ name: 'Newsletter' });
    expect(first.code).toBe(200);
    await expectRefused(api, () => add({ name: '   ' }), 400, PLACEMENT_MESSAGES.nameEmpty);
    await expectRefused(api, () => add({ name: 'x'.repeat(41) }), 400, PLACEMENT_MESSAGES.nameLong);
    await expectRefused(api, () => add({ name: 'NEWSLETTER' }), 409, PLACEMENT_MESSAGES.nameTaken('NEWSLETTER'));
    await expectRefused(
      api,
      () => add({ name: 'Pinterest', trackingId: 'nobody-20' }),
      400,
      EARN_MESSAGES.ownTrackingId('amazon', 'nobody-20'),
    );
    await expectRefused(api, () => add({ name: 'Pinterest' }, eve.token), 404, SHORT_LINK_MESSAGES.missing);
    await expectRefused(
      api,
      () => api.post('/app/get_placement_report', { code: carol.code, ...range() }, eve.token),
      404,
      SHORT_LINK_MESSAGES.missing,
    );
    for (let i = 2; i <= 20; i += 1) expect((await add({ name: `Story ${i}` })).code).toBe(200);
    await expectRefused(api, () => add({ name: 'One more' }), 400, PLACEMENT_MESSAGES.tooMany);

    const code = first.data.code as string;
    await expectRefused(
      api,
      () => api.post('/app/delete_placement', { id: code }, eve.token),
      404,
      PLACEMENT_MESSAGES.missing,
    );
    const deleted = await api.post('/app/delete_placement', { id: code }, carol.token);
    expectContract('deletePlacement', deleted);
    expect((await api.visit(code)).status).toBe(404);
    await expectRefused(
      api,
      () => api.post('/app/delete_placement', { id: code }, carol.token),
      404,
      PLACEMENT_MESSAGES.missing,
    );
    const report = await api.post('/app/get_placement_report', { code: carol.code, ...range() }, carol.token);
    expect(report.data.list.map((row: { placement: { name: string } }) => row.placement.name)).not.toContain(
      'Newsletter',
    );
    // Its name is free again, and deleting the link takes its placements' addresses with it.
    const again = await add({ name: 'Newsletter' });
    expect(again.code).toBe(200);
    expect((await api.post('/app/delete_shortlink', { id: carol.code }, carol.token)).code).toBe(200);
    expect((await api.visit(again.data.code)).status).toBe(404);
  });
});
