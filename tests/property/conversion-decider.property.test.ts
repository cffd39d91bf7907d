import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  conversionDecider,
  earningsOf,
  type ConversionEvent,
  type ConversionState,
} from '../../server/modules/earnings/conversion-decider';
import {
  conversionId,
  type ConversionReport,
  type ConversionStatus,
} from '../../server/modules/earnings/conversion-report';

/** Deliveries of a few orders of a few networks, in any order, with statuses going any way and amounts changing. */
const status = fc.constantFrom<ConversionStatus>('pending', 'approved', 'reversed');
const delivery = fc
  .record({
    network: fc.constantFrom('impact', 'amazon'),
    orderId: fc.constantFrom('A-1', 'A-2', 'B-7'),
    status,
    commissionCents: fc.integer({ min: 0, max: 5_000 }),
  })
  .map(({ network, orderId, status, commissionCents }): ConversionReport => ({
    network,
    orderId,
    shortCode: 'Abcd1234',
    trackingId: null,
    orderAmountCents: commissionCents * 10,
    commissionCents,
    currency: 'USD',
    status,
    orderedAt: '2025-03-01T10:00:00.000Z',
  }));
/** Each delivery may arrive more than once in a row, as networks retry. */
const withRetries = fc
  .array(fc.tuple(delivery, fc.integer({ min: 1, max: 3 })), { maxLength: 40 })
  .map((pairs) => pairs.flatMap(([d, times]) => Array<ConversionReport>(times).fill(d)));

const context = { now: new Date('2025-03-02T00:00:00Z'), newId: () => 'id' };

/** Runs deliveries through the decider stream by stream, as the store does: the events stored per order. */
function run(deliveries: readonly ConversionReport[]) {
  const streams = new Map<string, { state: ConversionState; events: ConversionEvent[] }>();
  for (const report of deliveries) {
    const id = conversionId(report.network, report.orderId);
    const stream = streams.get(id) ?? { state: conversionDecider.initialState, events: [] };
    const events = conversionDecider.decide(
      { type: 'ReceiveConversion', conversionId: id, report, shopDomain: 'shop-a', via: 'postback' },
      stream.state,
      context,
    );
    streams.set(id, {
      state: events.reduce(conversionDecider.evolve, stream.state),
      events: [...stream.events, ...events],
    });
  }
  return streams;
}

const RANK: Record<ConversionStatus, number> = { pending: 0, approved: 1, reversed: 2 };

/**
 * The plain reference: an order ends in the furthest status any of its deliveries reached; a reversed order earns
 * nothing, otherwise it earns the commission of its first delivery in that status.
 */
function referenceEarnings(deliveries: readonly ConversionReport[]): number {
  const byOrder = new Map<string, ConversionReport[]>();
  for (const d of deliveries)
    byOrder.set(conversionId(d.network, d.orderId), [...(byOrder.get(conversionId(d.network, d.orderId)) ?? []), d]);
  let total = 0;
  for (const list of byOrder.values()) {
    const furthest = list.reduce(
      (best, d) => (RANK[d.status] > RANK[best] ? d.status : best),
      'pending' as ConversionStatus,
    );
    if (furthest !== 'reversed') total += list.find((d) => d.status === furthest)!.commissionCents;
  }
  return total;
}

const earnings = (streams: ReturnType<typeof run>) =>
  [...streams.values()].reduce((sum, { state }) => sum + (state.recorded ? earningsOf(state) : 0), 0);
const eventCount = (streams: ReturnType<typeof run>) =>
  [...streams.values()].reduce((sum, s) => sum + s.events.length, 0);

describe('the conversion status sequence', () => {
  it.prop([withRetries])(
    'earnings always equal the plain reference, whatever duplicates, reorderings, corrections and reversals arrive',
    (deliveries) => {
      expect(earnings(run(deliveries))).toBe(referenceEarnings(deliveries));
    },
  );

  it.prop([withRetries])(
    'a retried delivery stores nothing: the same events as when each arrived once',
    (deliveries) => {
      const once = deliveries.filter((d, i) => i === 0 || d !== deliveries[i - 1]);
      const events = (streams: ReturnType<typeof run>) =>
        [...streams.entries()].map(([id, s]) => [id, s.events.map((e) => e.data)]);
      expect(events(run(deliveries))).toEqual(events(run(once)));
    },
  );

  it.prop([withRetries, fc.array(fc.nat(), { maxLength: 20 })])(
    'delivering old reports again afterwards, in any order, stores nothing more',
    (deliveries, picks) => {
      const again = deliveries.length === 0 ? [] : picks.map((pick) => deliveries[pick % deliveries.length]!);
      expect(eventCount(run([...deliveries, ...again]))).toBe(eventCount(run(deliveries)));
    },
  );

  it.prop([withRetries])(
    'an order is recorded once, for the shop of its first delivery, and its status never moves back',
    (deliveries) => {
      for (const { events } of run(deliveries).values()) {
        expect(events[0]?.type).toBe('ConversionRecorded');
        expect(events.slice(1).every((e) => e.type === 'ConversionChanged')).toBe(true);
        const ranks = events.map((e) => RANK[e.data.status]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        // One event per status reached: a status is never stored twice.
        expect(new Set(events.map((e) => e.data.status)).size).toBe(events.length);
      }
    },
  );
});
