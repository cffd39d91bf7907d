import type { Decider } from '../../events/command-handler';
import type { ConversionReport, ConversionStatus } from './conversion-report';

/**
 * One order of one network is one stream (`conversion:<network>:<orderId>`), so its deliveries take turns and a
 * redelivery is decided against everything stored before it.
 *
 * - The first delivery records the order for the shop it was attributed to (the attribution never changes).
 * - A status only moves forward: pending, then approved, then reversed. A delivery behind the stored status
 *   (a late pending after approved, anything after reversed) is stale and stores nothing: networks retry and
 *   reorder, and the furthest word stands.
 * - A delivery in the stored status is a redelivery and stores nothing, whatever amounts it carries: with no
 *   sequence number in a report, an old redelivery could not be told from a correction, so the amounts are
 *   those of the first delivery in each status (an approval may correct the pending amounts).
 * - A reversed order earns nothing, whatever its commission was.
 */

export type ConversionRecorded = {
  type: 'ConversionRecorded';
  data: ConversionReport & {
    conversionId: string;
    shopDomain: string;
    /** The placement of the shop's links it came through (conversions.ts); absent in events stored before placements. */
    placementCode?: string | null;
    receivedAt: string;
    via: ConversionSource;
  };
};
export type ConversionChanged = {
  type: 'ConversionChanged';
  data: {
    status: ConversionStatus;
    orderAmountCents: number;
    commissionCents: number;
    changedAt: string;
    via: ConversionSource;
  };
};
export type ConversionEvent = ConversionRecorded | ConversionChanged;

/** The way a report came in. */
export type ConversionSource = 'postback' | 'import';

export type ConversionState =
  | { recorded: false }
  | { recorded: true; status: ConversionStatus; orderAmountCents: number; commissionCents: number; shopDomain: string };

export interface ReceiveConversion {
  type: 'ReceiveConversion';
  conversionId: string;
  report: ConversionReport;
  /** The shop the report is attributed to; only read for an order not recorded yet. */
  shopDomain: string;
  /** The placement it is attributed to, or null; only read for an order not recorded yet. */
  placementCode?: string | null;
  via: ConversionSource;
}

/** What a delivery does to the stored order. */
export type DeliveryOutcome = 'recorded' | 'changed' | 'unchanged' | 'stale';

const RANK: Record<ConversionStatus, number> = { pending: 0, approved: 1, reversed: 2 };

export function deliveryOutcome(state: ConversionState, report: ConversionReport): DeliveryOutcome {
  if (!state.recorded) return 'recorded';
  if (report.status === state.status) return 'unchanged';
  return RANK[report.status] < RANK[state.status] ? 'stale' : 'changed';
}

/** What the order adds to the shop's earnings now: its commission, unless reversed. */
export const earningsOf = (state: { status: ConversionStatus; commissionCents: number }) =>
  state.status === 'reversed' ? 0 : state.commissionCents;

export const conversionDecider: Decider<ReceiveConversion, ConversionState, ConversionEvent> = {
  initialState: { recorded: false },
  evolve(state, event) {
    if (event.type === 'ConversionRecorded') {
      const { status, orderAmountCents, commissionCents, shopDomain } = event.data;
      return { recorded: true, status, orderAmountCents, commissionCents, shopDomain };
    }
    if (!state.recorded) return state;
    const { status, orderAmountCents, commissionCents } = event.data;
    return { ...state, status, orderAmountCents, commissionCents };
  },
  decide(command, state, { now }) {
    const { report, via } = command;
    switch (deliveryOutcome(state, report)) {
      case 'recorded':
        return [
          {
            type: 'ConversionRecorded',
            data: {
              ...report,
              conversionId: command.conversionId,
              shopDomain: command.shopDomain,
              ...(command.placementCode ? { placementCode: command.placementCode } : {}),
              receivedAt: now.toISOString(),
              via,
            },
          },
        ];
      case 'changed':
        return [
          {
            type: 'ConversionChanged',
            data: {
              status: report.status,
              orderAmountCents: report.orderAmountCents,
              commissionCents: report.commissionCents,
              changedAt: now.toISOString(),
              via,
            },
          },
        ];
      default:
        return [];
    }
  },
};
