import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_MESSAGES } from '../../server/modules/earnings/conversions';
import { POSTBACK_MESSAGES } from '../../server/modules/earnings/earnings-operations';
import { SIGNATURE_MESSAGES } from '../../server/modules/earnings/postback-signature';
import { pacificDate } from '../../src/domain/pacific-time';
import { expectContract } from './account-support';
import { earningsServer, newOrderId, POSTBACK_SECRET } from './earnings-support';
import { expectRefused } from './short-link-support';

/** An order placed an hour ago, so it falls on today's Pacific date or just before. */
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe.each(['pglite', 'postgres'] as const)('conversion postbacks (%s)', (kind) => {
  const ctx = earningsServer(kind);

  it('records an order for the link it came through, once per delivery that changes it, and a reversal takes its commission out', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const orderId = newOrderId();
    const order = {
      orderId,
      shortCode: alice.code,
      orderAmountCents: 25_000,
      commissionCents: 1_000,
      orderedAt: anHourAgo(),
    };

    const first = await api.postback({ ...order, status: 'pending' });
    expectContract('receiveConversionPostback', first);
    expect(first.data).toEqual({ conversionId: `impact:${orderId}`, outcome: 'recorded', status: 'pending' });

    // The network retries: nothing more is stored.
    const events = await api.eventCount();
    expect((await api.postback({ ...order, status: 'pending' })).data.outcome).toBe('unchanged');
    expect(await api.eventCount()).toBe(events);

    expect((await api.postback({ ...order, commissionCents: 1_200, status: 'approved' })).data).toMatchObject({
      outcome: 'changed',
      status: 'approved',
    });
    // A late pending after the approval changes nothing.
    expect((await api.postback({ ...order, status: 'pending' })).data).toMatchObject({
      outcome: 'stale',
      status: 'approved',
    });
    expect(await api.conversionRow(`impact:${orderId}`)).toMatchObject({
      shop_domain: alice.shopName,
      status: 'approved',
      commission_cents: 1_200,
    });

    const list = await api.post('/app/earning/get_conversions', {}, alice.token);
    expectContract('getConversions', list);
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        {
          id: `impact:${orderId}`,
          orderId,
          shortCode: alice.code,
          status: 'approved',
          commission: { amountCents: 1_200, currency: 'USD' },
        },
      ],
    });
    const today = pacificDate(new Date());
    const range = { startDate: pacificDate(Date.now() - 86_400_000), endDate: today };
    expect((await api.post('/app/earning/get_dashboard', range, alice.token)).data.totals).toMatchObject({
      conversions: 1,
      earnings: { amountCents: 1_200 },
    });

    expect((await api.postback({ ...order, status: 'reversed' })).data).toMatchObject({
      outcome: 'changed',
      status: 'reversed',
    });
    expect((await api.postback({ ...order, status: 'approved' })).data.outcome).toBe('stale');
    expect((await api.post('/app/earning/get_dashboard', range, alice.token)).data.totals).toMatchObject({
      conversions: 0,
      earnings: { amountCents: 0 },
    });
    expect((await api.post('/app/settlement/get_total', {}, alice.token)).data.pending).toEqual({
      amountCents: 0,
      currency: 'USD',
    });
    // Three of the seven deliveries changed the order: recorded, approved, reversed.
    const { rows } = await ctx.server.services.database.query<{ type: string }>(
      'select type from events where stream_id = $1 order by stream_version',
      [`conversion:impact:${orderId}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['ConversionRecorded', 'ConversionChanged', 'ConversionChanged']);
  });

  it('attributes an order by tracking id to the one shop holding it in any letter case, and refuses one held by none or by two shops', async () => {
    const { api } = ctx;
    const tag = `tr${Date.now().toString(36)}-20`;
    const alice = await api.creator(tag);
    const orderId = newOrderId();
    const res = await api.postback({
      orderId,
      trackingId: tag.toUpperCase(),
      orderAmountCents: 5_000,
      commissionCents: 250,
      status: 'approved',
      orderedAt: anHourAgo(),
    });
    expect(res.data.outcome, res.message).toBe('recorded');
    expect(await api.conversionRow(`impact:${orderId}`)).toMatchObject({
      shop_domain: alice.shopName,
      tracking_id: tag.toUpperCase(),
    });

    const unknown = `nobody${Date.now().toString(36)}-20`;
    await expectRefused(
      api,
      () =>
        api.postback({
          orderId: newOrderId(),
          trackingId: unknown,
          orderAmountCents: 1,
          commissionCents: 1,
          status: 'approved',
          orderedAt: anHourAgo(),
        }),
      400,
      ATTRIBUTION_MESSAGES.unknownTrackingId(unknown),
    );

    // A second shop adds the same id (in another spelling): the id no longer says whose order it is.
    const bob = await api.creator();
    expect((await api.post('/setting/addTrackingId', { trackingId: tag.toLowerCase() }, bob.token)).code).toBe(200);
    await expectRefused(
      api,
      () =>
        api.postback({
          orderId: newOrderId(),
          trackingId: tag,
          orderAmountCents: 1,
          commissionCents: 1,
          status: 'approved',
          orderedAt: anHourAgo(),
        }),
      409,
      ATTRIBUTION_MESSAGES.sharedTrackingId(tag, 2),
    );
    // Once Bob removes it, the id is Alice's alone again.
    expect((await api.post('/setting/removeTrackingId', { trackingId: tag }, bob.token)).code).toBe(200);
    expect(
      (
        await api.postback({
          orderId: newOrderId(),
          trackingId: tag,
          orderAmountCents: 1,
          commissionCents: 1,
          status: 'approved',
          orderedAt: anHourAgo(),
        })
      ).data.outcome,
    ).toBe('recorded');
  });

  it('refuses a missing, wrong or stale signature and stores nothing', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const body = {
      orderId: newOrderId(),
      shortCode: alice.code,
      orderAmountCents: 1_000,
      commissionCents: 100,
      status: 'approved' as const,
      orderedAt: anHourAgo(),
    };
    await expectRefused(api, () => api.postback(body, { signature: null }), 401, SIGNATURE_MESSAGES.missing);
    await expectRefused(
      api,
      () => api.postback(body, { secret: 'someone-elses-secret-000' }),
      401,
      SIGNATURE_MESSAGES.mismatch,
    );
    await expectRefused(
      api,
      () => api.postback(body, { at: new Date(Date.now() - 3_600_000) }),
      401,
      SIGNATURE_MESSAGES.stale,
    );
    await expectRefused(api, () => api.postback(body, { signature: 'v1=deadbeef' }), 401, SIGNATURE_MESSAGES.malformed);
    expect((await api.postback(body)).data.outcome).toBe('recorded');
  });

  it('refuses a bad body with a sentence naming the field, and an unknown link code, storing nothing', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const good = {
      orderId: newOrderId(),
      shortCode: alice.code,
      orderAmountCents: 1_000,
      commissionCents: 100,
      status: 'approved' as const,
      orderedAt: anHourAgo(),
    };
    await expectRefused(
      api,
      () => api.postback({ ...good, commissionCents: 2_000 }),
      400,
      POSTBACK_MESSAGES.invalid('commissionCents cannot be more than orderAmountCents'),
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, commissionCents: 12.5 }),
      400,
      'Invalid request: commissionCents must be a whole number.',
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, status: 'paid' }),
      400,
      /^Invalid request: status must be one of "pending", "approved", "reversed"/,
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, currency: 'EUR' }),
      400,
      /^Invalid request: currency must be one of "USD"/,
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, trackingId: 'jane-20' }),
      400,
      POSTBACK_MESSAGES.invalid(
        'Give either shortCode (the short link the order came through) or trackingId (its tracking id), not both',
      ),
    );
    const { shortCode: _none, ...withoutLink } = good;
    await expectRefused(
      api,
      () => api.postback(withoutLink),
      400,
      POSTBACK_MESSAGES.invalid(
        'Give either shortCode (the short link the order came through) or trackingId (its tracking id)',
      ),
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, orderedAt: new Date(Date.now() + 86_400_000).toISOString() }),
      400,
      POSTBACK_MESSAGES.invalid('orderedAt is in the future'),
    );
    await expectRefused(
      api,
      () => api.postback({ ...good, shortCode: 'Zz9Zz9Zz' }),
      400,
      ATTRIBUTION_MESSAGES.unknownCode('Zz9Zz9Zz'),
    );
    const raw = await fetch(`${ctx.server.url}/webhooks/conversions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"network":',
    });
    expect(((await raw.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
  });

  it("keeps each shop's orders to itself", async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    const bob = await api.creatorWithLink();
    await api.postback({
      orderId: newOrderId(),
      shortCode: alice.code,
      orderAmountCents: 9_000,
      commissionCents: 900,
      status: 'approved',
      orderedAt: anHourAgo(),
    });
    const range = { startDate: pacificDate(Date.now() - 86_400_000), endDate: pacificDate(new Date()) };
    expect((await api.post('/app/earning/get_conversions', {}, bob.token)).data).toEqual({ list: [], total: 0 });
    expect((await api.post('/app/earning/get_dashboard', range, bob.token)).data.totals).toMatchObject({
      conversions: 0,
      earnings: { amountCents: 0 },
    });
    expect((await api.post('/app/settlement/get_total', {}, bob.token)).data.lifetimeEarnings.amountCents).toBe(0);
    expect((await api.post('/app/settlement/get_total', {}, alice.token)).data.lifetimeEarnings.amountCents).toBe(900);
    const claimed = await api.post('/app/earning/get_conversions', { shopDomain: alice.shopName }, bob.token);
    expect([claimed.status, claimed.message]).toEqual([403, 'This shop does not belong to your account.']);
    expect((await api.post('/app/earning/get_conversions', {})).status).toBe(401);
  });
});

describe('conversion postbacks without a secret', () => {
  const ctx = earningsServer('pglite', {});

  it('answers that postbacks are off, storing nothing, even for a signed delivery', async () => {
    const { api } = ctx;
    const alice = await api.creatorWithLink();
    await expectRefused(
      api,
      () =>
        api.postback(
          {
            orderId: newOrderId(),
            shortCode: alice.code,
            orderAmountCents: 1_000,
            commissionCents: 100,
            status: 'approved',
            orderedAt: anHourAgo(),
          },
          { secret: POSTBACK_SECRET },
        ),
      503,
      POSTBACK_MESSAGES.off,
    );
  });
});
