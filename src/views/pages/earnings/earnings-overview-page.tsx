import { Link } from 'react-router-dom';
import { RECORDS_PATH } from '../../../domain/earnings-records';
import {
  BRAND_COMMISSION_PATH,
  brandDetailPath,
  EARNINGS_MONTHS_PATH,
  ENGAGEMENT_PATH,
  OTHER_BRAND_COMMISSION_PATH,
  OTHER_BRAND_EPC_PATH,
  pageAddress,
} from '../../../domain/earnings-pages';
import { MONEY_FIGURES } from '../../../domain/money-figures';
import { formatAmount } from '../../../domain/number-formats';
import { MoneyNotes } from '../../components/money-notes';
import { earningsOverviewMachine } from '../../../machines/earnings-overview.machine';
import { MetricList, ReportCard } from '../../components/report-parts';
import {
  BreakdownTable,
  commissionCards,
  NothingInRange,
  ReportFrame,
  useEarningsReport,
} from './earnings-report-frame';

/**
 * earning/index: what the creator has earned and is owed (see earnings-overview.machine.ts). The Account tab's
 * earning/index_new charts performance (clicks, conversion, EPC by day); this page is the money: the balance,
 * the range's sales and commission by brand, and the way to every detail page.
 */
export default function EarningsOverviewPage() {
  const { snapshot, send } = useEarningsReport(earningsOverviewMachine);
  const range = snapshot.context.rangeId;
  const actions = (
    <Link className="lm-button lm-button--secondary" to={RECORDS_PATH}>
      Orders and settlements
    </Link>
  );
  return (
    <ReportFrame title="Earnings" actions={actions} snapshot={snapshot} send={send}>
      {({ balance, brands }) => (
        <>
          <ReportCard title="Balance (all time)">
            <MetricList
              label="Balance"
              cards={[
                { id: 'balance', name: MONEY_FIGURES.readyToPay.label, value: formatAmount(balance.balance) },
                { id: 'pending', name: MONEY_FIGURES.pending.label, value: formatAmount(balance.pending) },
                { id: 'paid-out', name: MONEY_FIGURES.paidOut.label, value: formatAmount(balance.paidOut) },
                { id: 'lifetime', name: MONEY_FIGURES.lifetime.label, value: formatAmount(balance.lifetimeEarnings) },
                { id: 'referral', name: MONEY_FIGURES.referralBonus.label, value: formatAmount(balance.referralBonus) },
              ]}
            />
            <MoneyNotes />
          </ReportCard>
          <ReportCard title="Commission by brand">
            <MetricList label="Range totals" cards={commissionCards(brands.totals)} />
            {brands.rows.length === 0 ? (
              <NothingInRange what="commission" />
            ) : (
              <BreakdownTable
                label="Commission by brand"
                nameHeading="Brand"
                breakdown={brands}
                columns={['orders', 'sales', 'commission', 'rate']}
                linkOf={(row) => brandDetailPath(row.brand, range)}
              />
            )}
          </ReportCard>
          <ReportCard title="More about your earnings">
            <ul className="lm-earning-more">
              <li>
                <Link to={EARNINGS_MONTHS_PATH}>Month by month</Link>
              </li>
              <li>
                <Link to={pageAddress(ENGAGEMENT_PATH, { range })}>Engagement data</Link>
              </li>
              <li>
                <Link to={pageAddress(BRAND_COMMISSION_PATH, { range })}>Brand commission details</Link>
              </li>
              <li>
                <Link to={pageAddress(OTHER_BRAND_COMMISSION_PATH, { range })}>Target and Walmart commission</Link>
              </li>
              <li>
                <Link to={pageAddress(OTHER_BRAND_EPC_PATH, { range })}>Earnings per click by brand</Link>
              </li>
            </ul>
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}
