import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { deliverySignatureProblem } from '../../server/signed-delivery';
import { WEBHOOK_SIGNATURE_HEADER } from '../../src/domain/webhooks';
import { apiCaller } from '../support/api-caller';
import { projectionTables } from '../support/projection-tables';
import { webhookReceiverForTests, type ReceivedDelivery } from '../support/webhook-receiver';
import { expectContract } from './account-support';
import { admin, connectSimulated, syncPost } from './auto-dm-support';
import { earningsServer, newOrderId, POSTBACK_SECRET } from './earnings-support';
import { expectRefused } from './short-link-support';

const SIGNATURE_PROBLEMS = { missing: 'missing', malformed: 'malformed', stale: 'stale', mismatch: 'mismatch' };
const POLL = { timeout: 20_000, interval: 50 };

/** Whether a delivery carries a valid Linkmint-Signature under `secret`. */
const signatureProblem = (delivery: ReceivedDelivery, secret: string) =>
  deliverySignatureProblem(delivery.signature, delivery.rawBody, secret, new Date(), SIGNATURE_PROBLEMS);

/**
 * Outbound webhooks (issue 30), on both databases: endpoints made, listed and removed by their creator; clicks,
 * conversions arriving signed at a loopback receiver, retried with the same id after a failure, re-sent by hand;
 * another shop sees and reaches none of it; addresses off the public internet refused.
 */
describe.each(['pglite', 'postgres'] as const)('webhooks (%s)', (kind) => {
  const ctx = earningsServer(kind, {
    CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET,
    WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true',
    WEBHOOK_RETRY_DELAYS_MS: '100,100,100',
    WEBHOOK_SEND_EVERY_MS: '50',
    WEBHOOK_CLICK_BATCH_WINDOW_MS: '100',
  });
  const receiving = webhookReceiverForTests();

  const register = async (token: string, events: string[], url = receiving.current.url) => {
    const res = await ctx.api.post(
      '/webhook-endpoints/create_webhook_endpoint',
      { name: 'My CRM', url, events },
      token,
    );
    expect(res.code, res.message).toBe(200);
    expectContract('createWebhookEndpoint', res);
    return res.data as { secret: string; endpoint: { endpointId: string } };
  };
  const deliveriesOf = async (token: string, endpointId?: string) => {
    const res = await ctx.api.post('/webhook-endpoints/list_webhook_deliveries', { endpointId }, token);
    expectContract('listWebhookDeliveries', res);
    return res.data.list as Array<Record<string, any>>;
  };
  const receivedFor = (code: string) =>
    receiving.current.received.filter(
      (d) => d.body.type === 'link.clicked' && d.body.data.clicks.some((c: { linkId: string }) => c.linkId === code),
    );

  it('the server refuses loopback http unless its flag says so', () => {
    expect(loadConfig({}).WEBHOOK_ALLOW_LOOPBACK_HTTP).toBe(false);
  });

  it('a click reaches the endpoint as a signed link.clicked delivery, listed as delivered', async () => {
    const alice = await ctx.api.creatorWithLink();
    const { secret, endpoint } = await register(alice.token, ['link.clicked']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await ctx.api.post('/webhook-endpoints/list_webhook_endpoints', {}, alice.token);
    expectContract('listWebhookEndpoints', listed);
    expect(listed.data.list).toEqual([
      expect.objectContaining({ endpointId: endpoint.endpointId, url: receiving.current.url }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    expect((await ctx.api.visit(alice.code)).status).toBe(302);
    await expect.poll(() => receivedFor(alice.code).length, POLL).toBe(1);
    const [delivery] = receivedFor(alice.code);
    expect(signatureProblem(delivery!, secret)).toBeUndefined();
    expect(signatureProblem(delivery!, 'whsec_not-the-secret')).toBe('mismatch');
    expect(delivery!.deliveryIdHeader).toBe(delivery!.body.id);
    expect(delivery!.body.data.clicks).toEqual([
      expect.objectContaining({ linkType: 'short-link', linkId: alice.code, device: 'mobile', bot: false }),
    ]);

    await expect
      .poll(async () => (await deliveriesOf(alice.token))[0], POLL)
      .toMatchObject({
        deliveryId: delivery!.body.id,
        endpointId: endpoint.endpointId,
        eventType: 'link.clicked',
        itemCount: 1,
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        nextAttemptAt: null,
      });
    expect(WEBHOOK_SIGNATURE_HEADER).toBe('Linkmint-Signature');
  });

  it('a delivery the receiver first fails arrives again with the same id; a re-send by hand too', async () => {
    const alice = await ctx.api.creatorWithLink();
    const { secret } = await register(alice.token, ['link.clicked']);
    receiving.current.answerNext(500);
    await ctx.api.visit(alice.code);
    await expect.poll(() => receivedFor(alice.code).length, POLL).toBe(2);
    const [first, second] = receivedFor(alice.code);
    expect(second!.body.id).toBe(first!.body.id);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(signatureProblem(second!, secret)).toBeUndefined();
    await expect
      .poll(async () => (await deliveriesOf(alice.token))[0], POLL)
      .toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });

    const resent = await ctx.api.post(
      '/webhook-endpoints/resend_webhook_delivery',
      { deliveryId: first!.body.id },
      alice.token,
    );
    expectContract('resendWebhookDelivery', resent);
    expect(resent.data).toMatchObject({ deliveryId: first!.body.id, status: 'pending' });
    await expect.poll(() => receivedFor(alice.code).length, POLL).toBe(3);
    expect(receivedFor(alice.code)[2]!.body.id).toBe(first!.body.id);
    await expect
      .poll(async () => (await deliveriesOf(alice.token))[0], POLL)
      .toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('a receiver that keeps failing is retried on the schedule, then the delivery gives up as failed', async () => {
    const alice = await ctx.api.creatorWithLink();
    await register(alice.token, ['link.clicked']);
    receiving.current.answerNext(503, 503, 503, 503);
    await ctx.api.visit(alice.code);
    await expect
      .poll(async () => (await deliveriesOf(alice.token))[0], POLL)
      .toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 503, nextAttemptAt: null });
    expect(receivedFor(alice.code)).toHaveLength(4);
    expect(new Set(receivedFor(alice.code).map((d) => d.body.id)).size).toBe(1);
  });

  it('a conversion postback reaches a conversion.recorded endpoint, not a clicks-only one', async () => {
    const alice = await ctx.api.creatorWithLink();
    const { secret } = await register(alice.token, ['conversion.recorded']);
    const orderId = newOrderId('WH');
    const posted = await ctx.api.postback({
      orderId,
      shortCode: alice.code,
      orderAmountCents: 5_000,
      commissionCents: 250,
      status: 'pending',
      orderedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(posted.code, posted.message).toBe(200);
    const conversions = () =>
      receiving.current.received.filter(
        (d) => d.body.type === 'conversion.recorded' && d.body.data.orderId === orderId,
      );
    await expect.poll(() => conversions().length, POLL).toBe(1);
    expect(signatureProblem(conversions()[0]!, secret)).toBeUndefined();
    expect(conversions()[0]!.body.data).toMatchObject({
      conversionId: `impact:${orderId}`,
      shortCode: alice.code,
      commissionCents: 250,
      status: 'pending',
    });
    // The endpoint asked for conversions only: the link's clicks are not sent to it.
    await ctx.api.visit(alice.code);
    await expect.poll(async () => (await deliveriesOf(alice.token)).length, POLL).toBe(1);
    expect(receivedFor(alice.code)).toEqual([]);
  });

  it('an Auto DM sent by the simulator reaches a dm.sent endpoint', async () => {
    const creator = await ctx.api.registerCreator();
    const { secret } = await register(creator.token, ['dm.sent']);
    expect((await connectSimulated(apiCaller(ctx.server.url), ctx.server, creator.token)).data.hasAuth).toBe(true);
    const mediaId = `post_${Math.random().toString(36).slice(2, 10)}`;
    await syncPost(ctx.server, creator.handle, mediaId);
    const rule = {
      enabled: true,
      keywords: ['link'],
      dmText: 'Here you go',
      carouselReplyContentList: [
        {
          title: 'Sneakers',
          subtitle: 'Tap to shop',
          imageUrl: 'https://img.example.com/a.jpg',
          chatButtonReqList: [{ title: 'Shop now', contentUrl: 'https://shop.example.com/1' }],
        },
      ],
    };
    expect((await ctx.api.post('/chat/add_auto_reply_v3', { mediaId, autoReply: rule }, creator.token)).status).toBe(
      200,
    );
    const commentId = `c_${mediaId}_1`;
    const sent = await admin(
      ctx.server,
      'ig',
      'comment',
      creator.handle,
      mediaId,
      'link please',
      '--comment-id',
      commentId,
    );
    expect(sent.out).toContain('DM sent.');
    const dms = () =>
      receiving.current.received.filter((d) => d.body.type === 'dm.sent' && d.body.data.commentId === commentId);
    await expect.poll(() => dms().length, POLL).toBe(1);
    expect(signatureProblem(dms()[0]!, secret)).toBeUndefined();
    expect(dms()[0]!.body.data).toMatchObject({ network: 'instagram', commentId, messageId: expect.any(String) });
  });

  it("another shop sees, removes and re-sends nothing of a creator's webhooks, and its clicks are not sent there", async () => {
    const alice = await ctx.api.creatorWithLink();
    const bob = await ctx.api.creatorWithLink();
    const { endpoint } = await register(alice.token, ['link.clicked']);
    await ctx.api.visit(alice.code);
    await expect.poll(async () => (await deliveriesOf(alice.token)).length, POLL).toBe(1);
    const [delivery] = await deliveriesOf(alice.token);

    expect((await ctx.api.post('/webhook-endpoints/list_webhook_endpoints', {}, bob.token)).data.list).toEqual([]);
    expect(await deliveriesOf(bob.token, endpoint.endpointId)).toEqual([]);
    await expectRefused(
      ctx.api,
      () => ctx.api.post('/webhook-endpoints/delete_webhook_endpoint', { endpointId: endpoint.endpointId }, bob.token),
      404,
      'This webhook endpoint does not exist or was removed already.',
    );
    const resend = await ctx.api.post(
      '/webhook-endpoints/resend_webhook_delivery',
      { deliveryId: delivery!.deliveryId },
      bob.token,
    );
    expect(resend.status).toBe(404);

    await ctx.api.visit(bob.code);
    await ctx.api.visit(alice.code);
    await expect.poll(() => receivedFor(alice.code).length, POLL).toBe(2);
    expect(receivedFor(bob.code)).toEqual([]);

    const removed = await ctx.api.post(
      '/webhook-endpoints/delete_webhook_endpoint',
      { endpointId: endpoint.endpointId },
      alice.token,
    );
    expectContract('deleteWebhookEndpoint', removed);
    expect((await ctx.api.post('/webhook-endpoints/list_webhook_endpoints', {}, alice.token)).data.list).toEqual([]);
    expect(await deliveriesOf(alice.token)).toEqual([]);
  });

  it('refuses addresses that are not https on the public internet, and unknown events, storing nothing', async () => {
    const alice = await ctx.api.creatorWithLink();
    const refused: Array<[string, string[], string | RegExp]> = [
      ['http://example.com/hook', ['link.clicked'], 'Webhook addresses must start with https://.'],
      ['ftp://example.com/hook', ['link.clicked'], 'Webhook addresses must start with https://.'],
      ['https://10.0.0.8/hook', ['link.clicked'], /public internet/],
      ['https://192.168.1.1/hook', ['link.clicked'], /public internet/],
      ['https://169.254.169.254/latest/meta-data', ['link.clicked'], /public internet/],
      ['https://[fe80::1]/hook', ['link.clicked'], /public internet/],
      ['https://[fd00::1]/hook', ['link.clicked'], /public internet/],
      ['not an address', ['link.clicked'], 'Enter a full address starting with https://.'],
      ['https://hooks.example.com/x', [], 'Choose at least one event to receive.'],
      ['https://hooks.example.com/x', ['order.paid'], '"order.paid" is not an event a webhook can receive.'],
    ];
    for (const [url, events, message] of refused) {
      await expectRefused(
        ctx.api,
        () => ctx.api.post('/webhook-endpoints/create_webhook_endpoint', { name: 'x', url, events }, alice.token),
        400,
        message,
      );
    }
    // A public https address is taken (nothing is sent until an event comes).
    const ok = await register(alice.token, ['dm.sent'], 'https://hooks.example.com/linkmint');
    expect(ok.endpoint.endpointId).toBeTruthy();
  });

  it('a rebuild gives the same endpoints and puts no event in a second delivery', async () => {
    const alice = await ctx.api.creatorWithLink();
    const { endpoint } = await register(alice.token, ['link.clicked']);
    await ctx.api.visit(alice.code);
    await expect.poll(async () => (await deliveriesOf(alice.token))[0]?.status, POLL).toBe('delivered');
    const db = ctx.server.services.database;
    const outbox = async () =>
      (
        await db.query<{ items: number; deliveries: number }>(
          `select (select count(*)::int from webhook_items where endpoint_id = $1) as items,
             (select count(*)::int from webhook_deliveries where endpoint_id = $1) as deliveries`,
          [endpoint.endpointId],
        )
      ).rows[0];
    const before = await outbox();
    const live = await projectionTables(ctx.server, ['webhook-endpoints']);
    await ctx.server.services.eventStore.rebuild({ projections: ['webhook-endpoints', 'webhook-outbox'] });
    expect(await projectionTables(ctx.server, ['webhook-endpoints'])).toEqual(live);
    expect(await outbox()).toEqual(before);
    expect(before).toEqual({ items: 1, deliveries: 1 });
  });

  it('deleting the account removes its endpoints and deliveries, and its endpoint events keep nothing', async () => {
    const alice = await ctx.api.creatorWithLink();
    const { endpoint } = await register(alice.token, ['link.clicked']);
    await ctx.api.visit(alice.code);
    await expect.poll(async () => (await deliveriesOf(alice.token)).length, POLL).toBe(1);
    const destroyed = await ctx.api.post(
      '/blogger/destroy',
      { confirm: 'DELETE', password: await ctx.api.encrypt(alice.password) },
      alice.token,
    );
    expect(destroyed.code, destroyed.message).toBe(200);
    const db = ctx.server.services.database;
    for (const table of ['webhook_endpoints', 'webhook_items', 'webhook_deliveries'])
      expect((await db.query(`select 1 from ${table} where endpoint_id = $1`, [endpoint.endpointId])).rows).toEqual([]);
    const events = await db.query<{ data: unknown }>('select data from events where stream_id = $1', [
      `webhook-endpoint:${endpoint.endpointId}`,
    ]);
    expect(events.rows.map((e) => e.data)).toEqual([{ redacted: true }]);
  });
});
