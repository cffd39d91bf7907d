import { describe, it } from 'vitest';
import { conversionDecider, type ConversionEvent } from '../../../server/modules/earnings/conversion-decider';
import type { ConversionReport, ConversionStatus } from '../../../server/modules/earnings/conversion-report';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const conversions = spec(conversionDecider);
const report = (status: ConversionStatus, commissionCents = 450): ConversionReport => ({
  network: 'impact',
  orderId: 'o-1',
  shortCode: 'Ab12Cd34',
  trackingId: null,
  orderAmountCents: 9_000,
  commissionCents,
  currency: 'USD',
  status,
  orderedAt: '2025-05-30T18:00:00.000Z',
});
const receive = (status: ConversionStatus, commissionCents?: number, shopDomain = 'shop-a') =>
  ({
    type: 'ReceiveConversion',
    conversionId: 'impact:o-1',
    report: report(status, commissionCents),
    shopDomain,
    via: 'postback',
  }) as const;
const recorded: ConversionEvent = {
  type: 'ConversionRecorded',
  data: { ...report('pending'), conversionId: 'impact:o-1', shopDomain: 'shop-a', receivedAt: at, via: 'postback' },
};
const changed = (status: ConversionStatus, commissionCents = 450): ConversionEvent => ({
  type: 'ConversionChanged',
  data: { status, orderAmountCents: 9_000, commissionCents, changedAt: at, via: 'postback' },
});

describe('conversion decider', () => {
  it('records the first delivery for the shop it was attributed to', () => {
    conversions.given([]).when(receive('pending')).then([recorded]);
  });

  it('moves a status forward only: pending, approved, reversed; an approval may correct the amounts', () => {
    conversions
      .given([recorded])
      .when(receive('approved', 500))
      .then([changed('approved', 500)]);
    conversions
      .given([recorded, changed('approved')])
      .when(receive('reversed'))
      .then([changed('reversed')]);
    conversions
      .given([recorded])
      .when(receive('reversed'))
      .then([changed('reversed')]);
  });

  it('stores nothing for a redelivery, whatever its amounts, nor for a stale status; the attribution never moves', () => {
    conversions.given([recorded]).when(receive('pending', 999)).thenNothingHappens();
    conversions
      .given([recorded, changed('approved')])
      .when(receive('pending'))
      .thenNothingHappens();
    conversions
      .given([recorded, changed('reversed')])
      .when(receive('approved'))
      .thenNothingHappens();
    conversions
      .given([recorded])
      .when(receive('pending', undefined, 'shop-b'))
      .thenNothingHappens();
  });
});
