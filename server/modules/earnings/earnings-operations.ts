import type { components } from '../../../src/generated/api';
import { badRequest, HttpError, unauthorized } from '../../errors';
import { shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import { pageRequest } from '../../paging';
import type { Services } from '../../services';
import { spreadsheetFileName, spreadsheetResponse } from '../../spreadsheet';
import { checkConversionReport } from './conversion-report';
import type { Conversions } from './conversions';
import { DASHBOARD_MESSAGES, dashboardRangeProblem, type Metrics } from './dashboard-metrics';
import { breakdownOf, shopLinkCounts, type BreakdownMetrics } from './earnings-breakdown';
import { shopConversions, shopDashboard } from './earnings-queries';
import { POSTBACK_SIGNATURE_HEADER, postbackSignatureProblem } from './postback-signature';
import { SETTLEMENT_EXPORT_NAME, settlementWorkbook } from './settlement-export';
import type { SettlementLine, Settlements } from './settlements';

type Schemas = components['schemas'];

export const POSTBACK_MESSAGES = {
  off: 'Conversion postbacks are off on this server: set CONVERSION_POSTBACK_SECRET to receive them (until then, import earnings reports with `npm run admin -- earnings import FILE`).',
  invalid: (problem: string) => `Invalid postback: ${problem}.`,
} as const;

const usd = (amountCents: number): Schemas['Money'] => ({ amountCents, currency: 'USD' });

function settlementOf(line: SettlementLine): Schemas['Settlement'] {
  return {
    id: line.lineId,
    source: line.source,
    kind: line.kind,
    periodStart: line.periodStart,
    periodEnd: line.periodEnd,
    amount: { amountCents: line.amountCents, currency: line.currency },
    conversions: line.conversionCount,
    status: line.status,
    ...(line.paidAt ? { paidAt: line.paidAt } : {}),
  };
}

function metricsView(metrics: Metrics): Schemas['EarningsMetrics'] {
  return {
    clicks: metrics.clicks,
    conversions: metrics.conversions,
    earnings: usd(metrics.earningsCents),
    conversionRate: metrics.conversionRate,
    epcCents: metrics.epcCents,
  };
}

function breakdownMetricsView(metrics: BreakdownMetrics): Schemas['EarningsBreakdownMetrics'] {
  return { ...metricsView(metrics), sales: usd(metrics.salesCents), commissionRate: metrics.commissionRate };
}

/** An optional range's ends in order (dates are the contract's YYYY-MM-DD, so they compare as text). */
function checkRange(range: { startDate?: string; endDate?: string }) {
  if (range.startDate && range.endDate && range.startDate > range.endDate) throw badRequest(DASHBOARD_MESSAGES.order);
}

/**
 * The earnings calls: the networks' conversion postback (signed, not signed in), the Account tab's dashboard and
 * order list, and the settlement calls of the Income page (totals, lines, export).
 */
export function earningsOperations(
  services: Services,
  conversions: Conversions,
  settlements: Settlements,
): OperationHandlers {
  return {
    async receiveConversionPostback(ctx: RequestContext) {
      const secret = services.config.CONVERSION_POSTBACK_SECRET;
      if (!secret) throw new HttpError(503, POSTBACK_MESSAGES.off);
      // The router has read the body already; Hono keeps it, so this is the text exactly as it arrived.
      const raw = await ctx.raw.req.text();
      const signature = postbackSignatureProblem(ctx.header(POSTBACK_SIGNATURE_HEADER), raw, secret, ctx.now);
      if (signature) {
        ctx.log.warn('conversion postback refused', { reason: signature });
        throw unauthorized(signature);
      }
      const checked = checkConversionReport(ctx.body as Record<string, unknown>, ctx.now);
      if ('problem' in checked) throw badRequest(POSTBACK_MESSAGES.invalid(checked.problem));
      const receipt = await conversions.receive(checked.report, {
        via: 'postback',
        now: ctx.now,
        metadata: { requestId: ctx.requestId },
      });
      ctx.log.info('conversion postback', { conversionId: receipt.conversionId, outcome: receipt.outcome });
      return receipt satisfies Schemas['ConversionReceipt'];
    },

    async getDashboard(ctx) {
      const { startDate, endDate } = ctx.body as Schemas['EarningsDashboardQuery'];
      const problem = dashboardRangeProblem(startDate, endDate);
      if (problem) throw badRequest(problem);
      const dashboard = await shopDashboard(services.database, shopOf(ctx), startDate, endDate);
      return {
        startDate,
        endDate,
        totals: metricsView(dashboard.totals),
        days: dashboard.days.map((day) => ({ date: day.date, ...metricsView(day) })),
      } satisfies Schemas['EarningsDashboard'];
    },

    async getEarningsBreakdown(ctx) {
      const { startDate, endDate, by, brand, orderBy = 'earnings' } = ctx.body as Schemas['EarningsBreakdownQuery'];
      const problem = dashboardRangeProblem(startDate, endDate);
      if (problem) throw badRequest(problem);
      const links = await shopLinkCounts(services.database, shopOf(ctx), startDate, endDate);
      const { totals, rows } = breakdownOf(links, by, orderBy, brand);
      return {
        startDate,
        endDate,
        by,
        totals: breakdownMetricsView(totals),
        rows: rows.map((row) => ({ key: row.key, name: row.name, brand: row.brand, ...breakdownMetricsView(row) })),
      } satisfies Schemas['EarningsBreakdown'];
    },

    async getConversions(ctx) {
      const query = (ctx.body ?? {}) as Schemas['ConversionQuery'];
      checkRange(query);
      const page = await shopConversions(services.database, shopOf(ctx), query, pageRequest(query));
      return {
        total: page.total,
        list: page.list.map((c) => ({
          id: c.id,
          network: c.network,
          orderId: c.orderId,
          ...(c.shortCode ? { shortCode: c.shortCode } : {}),
          ...(c.trackingId ? { trackingId: c.trackingId } : {}),
          orderAmount: { amountCents: c.orderAmountCents, currency: c.currency },
          commission: { amountCents: c.commissionCents, currency: c.currency },
          status: c.status,
          orderedAt: c.orderedAt,
          updatedAt: c.updatedAt,
        })),
      } satisfies Schemas['ConversionPage'];
    },

    async getTotal(ctx) {
      const totals = await settlements.totals(shopOf(ctx));
      return {
        balance: usd(totals.balanceCents),
        pending: usd(totals.pendingCents),
        paidOut: usd(totals.paidOutCents),
        lifetimeEarnings: usd(totals.lifetimeEarningsCents),
        referralBonus: usd(totals.referralBonusCents),
      } satisfies Schemas['SettlementTotals'];
    },

    async getDetail(ctx) {
      const query = (ctx.body ?? {}) as Schemas['SettlementQuery'];
      checkRange(query);
      const page = await settlements.detail(shopOf(ctx), query, pageRequest(query));
      return { list: page.list.map(settlementOf), total: page.total } satisfies Schemas['SettlementPage'];
    },

    async settlementExport(ctx) {
      const request = ctx.body as Schemas['SettlementExportRequest'];
      checkRange(request);
      const lines = await settlements.linesInRange(shopOf(ctx), request);
      return spreadsheetResponse(
        await settlementWorkbook(lines),
        spreadsheetFileName(SETTLEMENT_EXPORT_NAME, request.timestamp),
      );
    },
  };
}
