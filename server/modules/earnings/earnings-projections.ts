import { pacificDate } from '../../../src/domain/pacific-time';
import type { Projection } from '../../events/projections';
import type { AccountEvent } from '../accounts';
import type { TrackingIdEvent } from '../tracking-ids';
import { CONVERSION_STREAM_PREFIX } from './conversion-report';
import type { ConversionEvent } from './conversion-decider';
import { monthPeriod, type SettlementLedgerEvent } from './settlement-ledger-decider';
import type { SettlementLinePaid } from './settlement-payment-decider';

/** conversions: each order as its latest delivery left it. */
export const conversionsProjection: Projection<ConversionEvent> = {
  name: 'conversions',
  tables: ['conversions'],
  handles: ['ConversionRecorded', 'ConversionChanged'],
  async apply(tx, event) {
    if (event.type === 'ConversionRecorded') {
      const d = event.data;
      await tx.query(
        `insert into conversions (conversion_id, network, order_id, shop_domain, short_code, tracking_id, order_amount_cents,
           commission_cents, currency, status, ordered_at, ordered_day, received_at, updated_at, sub_id, placement_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15)`,
        [
          d.conversionId,
          d.network,
          d.orderId,
          d.shopDomain,
          d.shortCode,
          d.trackingId,
          d.orderAmountCents,
          d.commissionCents,
          d.currency,
          d.status,
          d.orderedAt,
          pacificDate(d.orderedAt),
          d.receivedAt,
          d.subId ?? null,
          d.placementCode ?? null,
        ],
      );
      return;
    }
    await tx.query(
      `update conversions set status = $2, order_amount_cents = $3, commission_cents = $4, updated_at = $5 where conversion_id = $1`,
      [
        event.streamId.slice(CONVERSION_STREAM_PREFIX.length),
        event.data.status,
        event.data.orderAmountCents,
        event.data.commissionCents,
        event.data.changedAt,
      ],
    );
  },
};

type HolderEvent =
  Extract<AccountEvent, { type: 'AccountRegistered' | 'ShopConnected' | 'AccountDeleted' }> | TrackingIdEvent;

const userOf = (streamId: string) => streamId.slice('account:'.length);

/**
 * tracking_id_holders: the tracking-id lists of every shop, so a postback's tracking id finds its shop in one
 * lookup. The registration's Amazon tag is the first entry of a shop's Amazon list (tracking-ids.ts), later
 * ids come and go with the tracking-ids module's events. A deleted account's shop leaves the table
 * (tracking_id_shops knows the account's shop), as a rebuild leaves it out: an erased account's events carry
 * no data any more and are skipped.
 */
export const trackingIdHoldersProjection: Projection<HolderEvent> = {
  name: 'tracking-id-holders',
  tables: ['tracking_id_holders', 'tracking_id_shops'],
  handles: ['AccountRegistered', 'ShopConnected', 'AccountDeleted', 'TrackingIdAdded', 'TrackingIdRemoved'],
  async apply(tx, event) {
    const add = (shop: string, retailer: string, trackingId: string) =>
      tx.query(
        `insert into tracking_id_holders (shop_domain, retailer, tracking_key, tracking_id) values ($1, $2, $3, $4)
         on conflict (shop_domain, retailer, tracking_key) do nothing`,
        [shop, retailer, trackingId.toLowerCase(), trackingId],
      );
    const own = (shop: string) =>
      tx.query(
        `insert into tracking_id_shops (user_id, shop_domain) values ($1, $2) on conflict (user_id) do update set shop_domain = excluded.shop_domain`,
        [userOf(event.streamId), shop],
      );
    switch (event.type) {
      case 'AccountRegistered': {
        const shop = event.data?.shopDomain;
        if (!shop) return;
        await own(shop);
        const tag = event.data.profile?.amazonTrackingId?.trim();
        if (tag) await add(shop, 'amazon', tag);
        return;
      }
      case 'ShopConnected':
        if (event.data?.shopDomain) await own(event.data.shopDomain);
        return;
      case 'AccountDeleted':
        await tx.query(
          `with gone as (delete from tracking_id_shops where user_id = $1 returning shop_domain)
           delete from tracking_id_holders where shop_domain in (select shop_domain from gone)`,
          [userOf(event.streamId)],
        );
        return;
      default: {
        if (typeof event.data?.trackingId !== 'string') return;
        const shop = event.streamId.slice('tracking-ids:'.length);
        if (event.type === 'TrackingIdAdded') await add(shop, event.data.retailer, event.data.trackingId);
        else {
          await tx.query(
            'delete from tracking_id_holders where shop_domain = $1 and retailer = $2 and tracking_key = $3',
            [shop, event.data.retailer, event.data.trackingId.toLowerCase()],
          );
        }
      }
    }
  },
};

/** settlement_lines, settlement_items and settlement_months: the closes of the ledger and the payments of lines. */
export const settlementsProjection: Projection<SettlementLedgerEvent | SettlementLinePaid> = {
  name: 'settlements',
  tables: ['settlement_lines', 'settlement_items', 'settlement_months'],
  handles: ['SettlementLineIssued', 'SettlementMonthClosed', 'SettlementLinePaid'],
  async apply(tx, event) {
    if (event.type === 'SettlementLineIssued') {
      const d = event.data;
      const { periodStart, periodEnd } = monthPeriod(d.month);
      await tx.query(
        `insert into settlement_lines (line_id, shop_domain, month, period_start, period_end, kind, source, amount_cents, currency,
           conversion_count, status, issued_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11)`,
        [
          d.lineId,
          d.shopDomain,
          d.month,
          periodStart,
          periodEnd,
          d.kind,
          d.source,
          d.amountCents,
          d.currency,
          d.items.length,
          d.issuedAt,
        ],
      );
      await tx.query(
        `insert into settlement_items (line_id, conversion_id, amount_cents)
         select $1, * from unnest($2::text[], $3::bigint[])`,
        [d.lineId, d.items.map((item) => item.conversionId), d.items.map((item) => item.amountCents)],
      );
      return;
    }
    if (event.type === 'SettlementMonthClosed') {
      await tx.query(
        'insert into settlement_months (month, closed_at, line_count, total_cents) values ($1, $2, $3, $4)',
        [event.data.month, event.data.closedAt, event.data.lines, event.data.totalCents],
      );
      return;
    }
    await tx.query(`update settlement_lines set status = 'paid', paid_at = $2 where line_id = $1`, [
      event.data.lineId,
      event.data.paidAt,
    ]);
  },
};
