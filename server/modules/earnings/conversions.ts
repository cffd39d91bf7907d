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
import { dmCardCodeOfSubId } from '../../../src/domain/dm-funnel';
import { placementCodeOfSubId } from '../../../src/domain/placements';

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
  unknownSubId: (subId: string) => `No placement of this shop's links has the sub-id ${subId}.`,
} as const;

/** The shop an order is attributed to: the link's (or placement's) owner, or the one shop holding the tracking id (any letter case). */
export async function attributedShop(
  db: Queryable,
  report: Pick<ConversionReport, 'shortCode' | 'trackingId'>,
): Promise<string> {
  if (report.shortCode !== null) {
    // Deleted links still attribute: a sale can follow a click by weeks. A deleted account's links do not.
    // A placement's code is a link's address too (short_link_placements).
    const { rows } = await db.query<{ shop_domain: string }>(
      `select l.shop_domain from short_links l join accounts a on a.shop_domain = l.shop_domain where l.code = $1
       union all
       select p.shop_domain from short_link_placements p join accounts a on a.shop_domain = p.shop_domain where p.code = $1`,
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

/**
 * The placement of the shop's links an order came through, or null for the link itself: the placement its sub-id
 * names (which must be one of the shop's), else the placement whose code it names, else the one placement of the
 * shop carrying its tracking id, when no link of the shop carries that id itself (Amazon reports no sub-id: a
 * placement is told apart there by a tracking id of its own). Deleted placements still attribute, as links do.
 */
export async function attributedPlacement(
  db: Queryable,
  report: Pick<ConversionReport, 'shortCode' | 'trackingId' | 'subId'>,
  shopDomain: string,
): Promise<string | null> {
  // An Auto DM card link's sub-id names a post's card link, no placement: the order is the link's, kept by sub_id.
  if (report.subId && dmCardCodeOfSubId(report.subId)) return null;
  if (report.subId) {
    const code = placementCodeOfSubId(report.subId) ?? '';
    const { rows } = await db.query<{ code: string }>(
      'select code from short_link_placements where code = $1 and shop_domain = $2',
      [code, shopDomain],
    );
    if (!rows[0]) throw badRequest(ATTRIBUTION_MESSAGES.unknownSubId(report.subId));
    return rows[0].code;
  }
  if (report.shortCode !== null) {
    const { rows } = await db.query<{ code: string }>('select code from short_link_placements where code = $1', [
      report.shortCode,
    ]);
    return rows[0]?.code ?? null;
  }
  const { rows } = await db.query<{ code: string; links: number }>(
    `select p.code, (select count(*)::int from short_links l
                     where l.shop_domain = p.shop_domain and lower(l.tracking_id) = lower(p.tracking_id)) as links
     from short_link_placements p where p.shop_domain = $1 and lower(p.tracking_id) = $2`,
    [shopDomain, (report.trackingId ?? '').toLowerCase()],
  );
  return rows.length === 1 && rows[0]!.links === 0 ? rows[0]!.code : null;
}

/** Who an order belongs to: its shop, and the placement when it came through one. */
async function attribution(db: Queryable, report: ConversionReport) {
  const shopDomain = await attributedShop(db, report);
  return { shopDomain, placementCode: await attributedPlacement(db, report, shopDomain) };
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
    const owner = before.recorded
      ? { shopDomain: before.shopDomain, placementCode: null }
      : await attribution(db, report);
    const result = await handle(
      conversionStream(id),
      { type: 'ReceiveConversion', conversionId: id, report, ...owner, via: call.via },
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
          await attribution(db, report);
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
