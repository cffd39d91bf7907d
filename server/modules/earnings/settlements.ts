import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import { ConcurrencyError } from '../../events/events';
import type { EventStore } from '../../events/event-store';
import type { PageRequest } from '../../paging';
import {
  monthPeriod,
  SETTLEMENT_LEDGER_STREAM,
  settlementLedgerDecider,
  type ConversionSnapshot,
  type SettlementKind,
  type SettlementLedgerEvent,
} from './settlement-ledger-decider';
import { settlementLineStream, settlementPaymentDecider } from './settlement-payment-decider';

/** A settlement line as the read model keeps it. */
export interface SettlementLine {
  lineId: string;
  shopDomain: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  kind: SettlementKind;
  source: 'affiliate';
  amountCents: number;
  currency: string;
  conversionCount: number;
  status: 'pending' | 'paid';
  issuedAt: string;
  paidAt: string | null;
}

interface LineRow {
  line_id: string;
  shop_domain: string;
  month: string;
  period_start: string;
  period_end: string;
  kind: SettlementKind;
  source: 'affiliate';
  amount_cents: number;
  currency: string;
  conversion_count: number;
  status: 'pending' | 'paid';
  issued_at: Date;
  paid_at: Date | null;
}

const LINE_COLUMNS = `line_id, shop_domain, month, period_start, period_end, kind, source, amount_cents, currency, conversion_count, status, issued_at, paid_at`;
/** Newest period first; in a period earnings before adjustments, then by id so pages never overlap. */
const LINE_ORDER = `order by period_start desc, kind desc, line_id`;

const lineOf = (row: LineRow): SettlementLine => ({
  lineId: row.line_id,
  shopDomain: row.shop_domain,
  month: row.month,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  kind: row.kind,
  source: row.source,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  conversionCount: row.conversion_count,
  status: row.status,
  issuedAt: row.issued_at.toISOString(),
  paidAt: row.paid_at ? row.paid_at.toISOString() : null,
});

export const PAYMENT_MESSAGES = {
  unknownLine: (id: string) => `No settlement line has the id ${id} (see \`settlement list\`).`,
} as const;

/** Lines of a shop whose period overlaps the Pacific date range (either end may be open). */
function rangeFilter(range: { startDate?: string; endDate?: string }, params: unknown[]): string {
  let where = 'shop_domain = $1';
  if (range.endDate) where += ` and period_start <= $${params.push(range.endDate)}::date`;
  if (range.startDate) where += ` and period_end >= $${params.push(range.startDate)}::date`;
  return where;
}

/** Every order of the month or before whose settled amount differs from what it earns now. */
async function conversionsToSettle(db: Queryable, month: string): Promise<ConversionSnapshot[]> {
  const { rows } = await db.query<{
    conversion_id: string;
    shop_domain: string;
    ordered_day: string;
    status: ConversionSnapshot['status'];
    commission_cents: number;
    settled: number;
  }>(
    `select c.conversion_id, c.shop_domain, c.ordered_day, c.status, c.commission_cents, coalesce(s.settled, 0) as settled
     from conversions c
     left join (select conversion_id, sum(amount_cents)::bigint as settled from settlement_items group by conversion_id) s using (conversion_id)
     where c.ordered_day <= $1::date
       and ((c.status = 'approved' and c.commission_cents <> coalesce(s.settled, 0)) or (c.status = 'reversed' and coalesce(s.settled, 0) <> 0))`,
    [monthPeriod(month).periodEnd],
  );
  return rows.map((row) => ({
    conversionId: row.conversion_id,
    shopDomain: row.shop_domain,
    orderedMonth: row.ordered_day.slice(0, 7),
    status: row.status,
    commissionCents: Number(row.commission_cents),
    settledCents: Number(row.settled),
  }));
}

export interface CloseResult {
  month: string;
  /** False when the month was closed before: nothing changed. */
  closed: boolean;
  closedAt: string;
  lines: SettlementLine[];
  totalCents: number;
}

export interface Totals {
  balanceCents: number;
  pendingCents: number;
  paidOutCents: number;
  lifetimeEarningsCents: number;
  referralBonusCents: number;
}

export function createSettlements(db: Database, store: EventStore, newId: () => string = randomUUID) {
  const pay = createCommandHandler(store, settlementPaymentDecider, { newId });

  async function lineById(lineId: string): Promise<SettlementLine | undefined> {
    const { rows } = await db.query<LineRow>(`select ${LINE_COLUMNS} from settlement_lines where line_id = $1`, [
      lineId,
    ]);
    return rows[0] ? lineOf(rows[0]) : undefined;
  }

  async function monthLines(month: string): Promise<SettlementLine[]> {
    const { rows } = await db.query<LineRow>(
      `select ${LINE_COLUMNS} from settlement_lines where month = $1 order by shop_domain, kind desc, line_id`,
      [month],
    );
    return rows.map(lineOf);
  }

  return {
    /**
     * Closes a Pacific month (settlement-ledger.ts). The ledger's version is read before the orders, and the
     * append expects it: a close that committed in between makes the append fail, and the close starts over on
     * fresh orders rather than settling them twice.
     */
    async close(month: string, now: Date): Promise<CloseResult> {
      for (let attempt = 0; ; attempt += 1) {
        const history = await store.readStream<SettlementLedgerEvent>(SETTLEMENT_LEDGER_STREAM);
        const state = history.reduce(settlementLedgerDecider.evolve, settlementLedgerDecider.initialState);
        const conversions = state.closedMonths.includes(month) ? [] : await conversionsToSettle(db, month);
        const events = settlementLedgerDecider.decide({ type: 'CloseMonth', month, conversions }, state, {
          now,
          newId,
        });
        if (events.length === 0) {
          const { rows } = await db.query<{ closed_at: Date; total_cents: number }>(
            'select closed_at, total_cents from settlement_months where month = $1',
            [month],
          );
          return {
            month,
            closed: false,
            closedAt: rows[0]!.closed_at.toISOString(),
            lines: await monthLines(month),
            totalCents: Number(rows[0]!.total_cents),
          };
        }
        try {
          await store.append(SETTLEMENT_LEDGER_STREAM, history.length, events, { metadata: { actor: 'admin' } });
        } catch (error) {
          if (error instanceof ConcurrencyError && attempt < 2) continue;
          throw error;
        }
        const summary = events.at(-1) as Extract<SettlementLedgerEvent, { type: 'SettlementMonthClosed' }>;
        return {
          month,
          closed: true,
          closedAt: summary.data.closedAt,
          lines: await monthLines(month),
          totalCents: summary.data.totalCents,
        };
      }
    },

    /** Marks a line paid; answers the line and whether this call paid it (false: it already was). */
    async pay(lineId: string, now: Date): Promise<{ line: SettlementLine; changed: boolean }> {
      if (!(await lineById(lineId))) throw notFound(PAYMENT_MESSAGES.unknownLine(lineId));
      const result = await pay(
        settlementLineStream(lineId),
        { type: 'PayLine', lineId },
        { now, metadata: { actor: 'admin' } },
      );
      return { line: (await lineById(lineId))!, changed: result.events.length > 0 };
    },

    async list(filter: {
      month?: string;
      shopDomain?: string;
      status?: 'pending' | 'paid';
      limit: number;
    }): Promise<SettlementLine[]> {
      const params: unknown[] = [];
      const where = ['true'];
      if (filter.month) where.push(`month = $${params.push(filter.month)}`);
      if (filter.shopDomain) where.push(`shop_domain = $${params.push(filter.shopDomain)}`);
      if (filter.status) where.push(`status = $${params.push(filter.status)}`);
      const { rows } = await db.query<LineRow>(
        `select ${LINE_COLUMNS} from settlement_lines where ${where.join(' and ')} order by period_start desc, shop_domain, kind desc, line_id limit $${params.push(filter.limit)}`,
        params,
      );
      return rows.map(lineOf);
    },

    /** A page of the shop's lines overlapping the range, newest period first. */
    async detail(
      shopDomain: string,
      range: { startDate?: string; endDate?: string },
      page: PageRequest,
    ): Promise<{ list: SettlementLine[]; total: number }> {
      const params: unknown[] = [shopDomain];
      const where = rangeFilter(range, params);
      const count = await db.query<{ total: number }>(
        `select count(*) as total from settlement_lines where ${where}`,
        params,
      );
      const { rows } = await db.query<LineRow>(
        `select ${LINE_COLUMNS} from settlement_lines where ${where} ${LINE_ORDER} limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, page.limit, page.offset],
      );
      return { list: rows.map(lineOf), total: Number(count.rows[0]?.total ?? 0) };
    },

    /** Every line of the shop overlapping the range, in the detail's order (the export). */
    async linesInRange(shopDomain: string, range: { startDate?: string; endDate?: string }): Promise<SettlementLine[]> {
      const params: unknown[] = [shopDomain];
      const { rows } = await db.query<LineRow>(
        `select ${LINE_COLUMNS} from settlement_lines where ${rangeFilter(range, params)} ${LINE_ORDER}`,
        params,
      );
      return rows.map(lineOf);
    },

    /**
     * The shop's money, the one answer the earnings page (get_total) and the Income page (get_balance) show:
     * balance (ready to pay) is closed and unpaid, paid out is paid, pending is what the orders earn now beyond
     * what closes have settled (approved or pending commission, less reversals of settled orders still to be
     * adjusted). Lifetime earnings is the three together. The referral bonus is the shop's referral credits in the
     * balance ledger: 20% of every bill paid by the shops that joined with its code, rounded down to the cent per
     * bill; it is shown apart and not part of the other figures.
     */
    async totals(shopDomain: string): Promise<Totals> {
      const { rows } = await db.query<{
        balance: number;
        paid: number;
        earned: number;
        settled: number;
        referral: number;
      }>(
        `select
           (select coalesce(sum(amount_cents), 0)::bigint from settlement_lines where shop_domain = $1 and status = 'pending') as balance,
           (select coalesce(sum(amount_cents), 0)::bigint from settlement_lines where shop_domain = $1 and status = 'paid') as paid,
           (select coalesce(sum(case when status = 'reversed' then 0 else commission_cents end), 0)::bigint from conversions where shop_domain = $1) as earned,
           (select coalesce(sum(amount_cents), 0)::bigint from settlement_lines where shop_domain = $1) as settled,
           (select coalesce(sum(amount_cents), 0)::bigint from balance_ledger where shop_domain = $1 and kind = 'referral_credit') as referral`,
        [shopDomain],
      );
      const row = rows[0]!;
      const balanceCents = Number(row.balance);
      const paidOutCents = Number(row.paid);
      const pendingCents = Number(row.earned) - Number(row.settled);
      return {
        balanceCents,
        pendingCents,
        paidOutCents,
        lifetimeEarningsCents: balanceCents + paidOutCents + pendingCents,
        referralBonusCents: Number(row.referral),
      };
    },
  };
}

export type Settlements = ReturnType<typeof createSettlements>;
