import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import type { EventMetadata } from '../../events/events';
import type { EventStore } from '../../events/event-store';
import {
  conversionDecider,
  deliveryOutcome,
  type ConversionEvent,
  type ConversionSource,
  type ConversionState,
  type DeliveryOutcome,
} from './conversion-decider';
import { conversionId, conversionStream, type ConversionReport, type ConversionStatus } from './conversion-report';
import type { CsvProblem } from '../../csv';
import { parseEarningsCsv } from './earnings-csv';

/**
 * Orders reported by affiliate networks, by postback or by CSV import: attribution to a shop, then the
 * conversion decider on the order's stream. Both ways in share the idempotency of that stream (one per network
 * and order id), so an order posted back and then imported is stored once.
 */

export const ATTRIBUTION_MESSAGES = {
  unknownCode: (code: string) => `No shop has a short link with the code ${code}.`,
  unknownTrackingId: (id: string) => `No shop holds the tracking id ${id}.`,
  sharedTrackingId: (id: string, shops: number) =>
    `The tracking id ${id} is held by ${shops} shops, so it cannot say whose order this is: send the short link code instead.`,
} as const;

/** The shop an order is attributed to: the link's owner, or the one shop holding the tracking id (any letter case). */
export async function attributedShop(
  db: Queryable,
  report: Pick<ConversionReport, 'shortCode' | 'trackingId'>,
): Promise<string> {
  if (report.shortCode !== null) {
    // Deleted links still attribute: a sale can follow a click by weeks. A deleted account's links do not.
    const { rows } = await db.query<{ shop_domain: string }>(
      `select l.shop_domain from short_links l join accounts a on a.shop_domain = l.shop_domain where l.code = $1`,
      [report.shortCode],
    );
    const shop = rows[0]?.shop_domain;
    if (!shop) throw badRequest(ATTRIBUTION_MESSAGES.unknownCode(report.shortCode));
    return shop;
  }
  const trackingId = report.trackingId ?? '';
  const { rows } = await db.query<{ shop_domain: string }>(
    `select distinct h.shop_domain from tracking_id_holders h join accounts a on a.shop_domain = h.shop_domain
     where h.tracking_key = $1 order by h.shop_domain`,
    [trackingId.toLowerCase()],
  );
  if (rows.length === 0) throw badRequest(ATTRIBUTION_MESSAGES.unknownTrackingId(trackingId));
  if (rows.length > 1) throw conflict(ATTRIBUTION_MESSAGES.sharedTrackingId(trackingId, rows.length));
  return rows[0]!.shop_domain;
}

export interface Receipt {
  conversionId: string;
  outcome: DeliveryOutcome;
  /** The order's status after the delivery (a stale delivery leaves the stored one). */
  status: ConversionStatus;
}

export interface ImportSummary {
  rows: number;
  outcomes: Record<DeliveryOutcome, number>;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; problems: CsvProblem[] };

const foldState = (events: readonly ConversionEvent[]) =>
  events.reduce(conversionDecider.evolve, conversionDecider.initialState);

export function createConversions(db: Database, store: EventStore) {
  const handle = createCommandHandler(store, conversionDecider);

  async function stateOf(id: string): Promise<ConversionState> {
    return foldState(await store.readStream<ConversionEvent>(conversionStream(id)));
  }

  async function receive(
    report: ConversionReport,
    call: { via: ConversionSource; now: Date; metadata?: EventMetadata },
  ): Promise<Receipt> {
    const id = conversionId(report.network, report.orderId);
    const before = await stateOf(id);
    // Attribution only matters for an order seen for the first time: it never changes afterwards.
    const shopDomain = before.recorded ? before.shopDomain : await attributedShop(db, report);
    const result = await handle(
      conversionStream(id),
      { type: 'ReceiveConversion', conversionId: id, report, shopDomain, via: call.via },
      call,
    );
    const after = result.state as Extract<ConversionState, { recorded: true }>;
    const outcome: DeliveryOutcome =
      result.events.length > 0
        ? result.events[0]!.type === 'ConversionRecorded'
          ? 'recorded'
          : 'changed'
        : deliveryOutcome(result.state, report);
    return { conversionId: id, outcome, status: after.status };
  }

  return {
    receive,

    /**
     * A retailer's earnings report: every row is checked, and each new order attributed, first; only a file
     * without a problem is stored (the decider refuses no delivery, so nothing else can fail a row). Storing is row by row, each row an
     * append of its own: were it interrupted, importing the file again stores the rest and nothing twice.
     */
    async importCsv(text: string, call: { now: Date; metadata?: EventMetadata }): Promise<ImportResult> {
      const parsed = parseEarningsCsv(text, call.now);
      const problems: CsvProblem[] = [...parsed.problems];
      // A new order needs a shop; the rows after its first, and orders already stored, keep theirs.
      const attributed = new Set<string>();
      for (const { line, report } of parsed.rows) {
        const id = conversionId(report.network, report.orderId);
        if (attributed.has(id) || (await stateOf(id)).recorded) {
          attributed.add(id);
          continue;
        }
        try {
          await attributedShop(db, report);
          attributed.add(id);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          problems.push({ line, message: error.message });
        }
      }
      if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
      const outcomes: Record<DeliveryOutcome, number> = { recorded: 0, changed: 0, unchanged: 0, stale: 0 };
      for (const { line, report } of parsed.rows) {
        const receipt = await receive(report, { via: 'import', now: call.now, metadata: { ...call.metadata, line } });
        outcomes[receipt.outcome] += 1;
      }
      return { ok: true, summary: { rows: parsed.rows.length, outcomes } };
    },
  };
}

export type Conversions = ReturnType<typeof createConversions>;
