import { pacificMonth } from '../../../src/domain/pacific-time';
import { invalid } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';
import { CONVERSION_CURRENCY, type ConversionStatus } from './conversion-report';

/**
 * The monthly close of earnings into settlement lines. All closes go to one stream, `settlement-ledger:all`, so
 * two closes take turns and no order is settled twice.
 *
 * Closing a Pacific month M brings every order placed in M or before it to what it earns now:
 * - an approved order not settled yet becomes part of its shop's earnings line for M (an order approved after
 *   its own month was closed joins the next close, so no approved commission is left behind);
 * - an order reversed after it was settled becomes part of the shop's adjustment line for M: a negative amount
 *   taking back what was settled;
 * - pending orders wait.
 * Months close in order and once: a month already closed changes nothing, an earlier one than the last closed
 * is refused, and so is a month that has not ended yet.
 */

export const SETTLEMENT_LEDGER_STREAM = 'settlement-ledger:all';

export type SettlementKind = 'earnings' | 'adjustment';

export interface SettlementItem {
  conversionId: string;
  amountCents: number;
}

export type SettlementLineIssued = {
  type: 'SettlementLineIssued';
  data: {
    lineId: string;
    shopDomain: string;
    month: string;
    kind: SettlementKind;
    source: 'affiliate';
    amountCents: number;
    currency: typeof CONVERSION_CURRENCY;
    items: SettlementItem[];
    issuedAt: string;
  };
};
export type SettlementMonthClosed = {
  type: 'SettlementMonthClosed';
  data: { month: string; closedAt: string; lines: number; totalCents: number };
};
export type SettlementLedgerEvent = SettlementLineIssued | SettlementMonthClosed;

/** An order as the close sees it: what it earns now and what earlier closes settled of it. */
export interface ConversionSnapshot {
  conversionId: string;
  shopDomain: string;
  /** 'YYYY-MM', the Pacific month of the order. */
  orderedMonth: string;
  status: ConversionStatus;
  commissionCents: number;
  settledCents: number;
}

export interface CloseMonth {
  type: 'CloseMonth';
  month: string;
  conversions: readonly ConversionSnapshot[];
}

export interface LedgerState {
  /** Closed months, oldest first. */
  closedMonths: readonly string[];
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const SETTLEMENT_MESSAGES = {
  month: 'Give the month as YYYY-MM, e.g. 2025-03.',
  notEnded: (month: string) => `${month} has not ended yet in Pacific time: a month can be closed once it is over.`,
  outOfOrder: (month: string, last: string) =>
    `${month} is before ${last}, the last closed month: months close in order.`,
} as const;

/** What the order should have been settled at by now: its commission once approved, nothing once reversed. */
function settleable(conversion: ConversionSnapshot): number {
  if (conversion.status === 'approved') return conversion.commissionCents;
  if (conversion.status === 'reversed') return 0;
  return conversion.settledCents;
}

/** The first and last Pacific dates of a month. */
export function monthPeriod(month: string): { periodStart: string; periodEnd: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { periodStart: `${month}-01`, periodEnd: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export const settlementLedgerDecider: Decider<CloseMonth, LedgerState, SettlementLedgerEvent> = {
  initialState: { closedMonths: [] },
  evolve: (state, event) =>
    event.type === 'SettlementMonthClosed' ? { closedMonths: [...state.closedMonths, event.data.month] } : state,
  decide(command, state, { now, newId }) {
    const { month } = command;
    if (!MONTH.test(month)) throw invalid(SETTLEMENT_MESSAGES.month);
    if (state.closedMonths.includes(month)) return [];
    const last = state.closedMonths.at(-1);
    if (last !== undefined && month < last) throw invalid(SETTLEMENT_MESSAGES.outOfOrder(month, last));
    if (month >= pacificMonth(now)) throw invalid(SETTLEMENT_MESSAGES.notEnded(month));

    const lines = new Map<string, { shopDomain: string; kind: SettlementKind; items: SettlementItem[] }>();
    for (const conversion of command.conversions) {
      if (conversion.orderedMonth > month) continue;
      const amountCents = settleable(conversion) - conversion.settledCents;
      if (amountCents === 0) continue;
      const kind: SettlementKind = amountCents > 0 ? 'earnings' : 'adjustment';
      const key = `${conversion.shopDomain}\u0000${kind}`;
      let line = lines.get(key);
      if (!line) lines.set(key, (line = { shopDomain: conversion.shopDomain, kind, items: [] }));
      line.items.push({ conversionId: conversion.conversionId, amountCents });
    }
    const at = now.toISOString();
    // Shops in order, earnings before adjustments, orders by id: the same input always gives the same lines.
    const issued: SettlementLineIssued[] = [...lines.values()]
      .sort((a, b) =>
        a.shopDomain === b.shopDomain ? (a.kind === 'earnings' ? -1 : 1) : a.shopDomain < b.shopDomain ? -1 : 1,
      )
      .map((line) => {
        const items = [...line.items].sort((a, b) =>
          a.conversionId < b.conversionId ? -1 : a.conversionId > b.conversionId ? 1 : 0,
        );
        return {
          type: 'SettlementLineIssued',
          data: {
            lineId: newId(),
            shopDomain: line.shopDomain,
            month,
            kind: line.kind,
            source: 'affiliate',
            amountCents: items.reduce((sum, item) => sum + item.amountCents, 0),
            currency: CONVERSION_CURRENCY,
            items,
            issuedAt: at,
          },
        };
      });
    const totalCents = issued.reduce((sum, line) => sum + line.data.amountCents, 0);
    return [
      ...issued,
      { type: 'SettlementMonthClosed', data: { month, closedAt: at, lines: issued.length, totalCents } },
    ];
  },
};
