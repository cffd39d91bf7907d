import { Link } from 'react-router-dom';
import { BRAND_LABELS, OTHER_BRAND_COMMISSION_PATH, otherBrandOf, pageAddress } from '../../../domain/earnings-pages';
import { formatAmount } from '../../../domain/number-formats';
import { otherBrandEpcMachine } from '../../../machines/other-brand-epc.machine';
import { BarChart } from '../../components/bar-chart';
import { Count, MetricList, ReportCard } from '../../components/report-parts';
import {
  BreakdownTable,
  epcMoney,
  NothingInRange,
  ReportFrame,
  useEarningsReport,
} from '../earnings/earnings-report-frame';

/** otherBrandCommissionDetail/epcDetail: Target's or Walmart's earnings per click link by link (see other-brand-epc.machine.ts). */
export default function OtherBrandEpcPage() {
  const { snapshot, send } = useEarningsReport(otherBrandEpcMachine);
  const { rangeId } = snapshot.context;
  const brand = otherBrandOf(snapshot.context.brand);
  const actions = (
    <Link
      className="lm-button lm-button--secondary"
      to={pageAddress(OTHER_BRAND_COMMISSION_PATH, { range: rangeId, brand })}
    >
      Commission details
    </Link>
  );
  return (
    <ReportFrame title={`${BRAND_LABELS[brand]} earnings per click`} actions={actions} snapshot={snapshot} send={send}>
      {(links) => {
        const currency = links.totals.earnings.currency;
        return (
          <>
            <MetricList
              label="Totals"
              cards={[
                { id: 'clicks', name: 'Clicks', value: <Count value={links.totals.clicks} /> },
                { id: 'commission', name: 'Commission', value: formatAmount(links.totals.earnings) },
                { id: 'epc', name: 'EPC', value: formatAmount(epcMoney(links.totals)) },
              ]}
            />
            {links.rows.length === 0 ? (
              <NothingInRange what={`${BRAND_LABELS[brand]} clicks`} />
            ) : (
              <>
                <ReportCard title="EPC per link">
                  <BarChart
                    label={`EPC per link: ${formatAmount(epcMoney(links.totals))} overall`}
                    categories={links.rows.map((r) => ({ key: r.key, label: r.name }))}
                    series={[{ name: 'EPC', tone: 'amber', values: links.rows.map((r) => Math.round(r.epcCents)) }]}
                    format={(cents) => formatAmount({ amountCents: cents, currency })}
                    tableTitle="EPC by link"
                    categoryHeading="Link"
                    categoryKind="content"
                  />
                </ReportCard>
                <ReportCard title="Links, highest EPC first">
                  <BreakdownTable
                    label="Links"
                    nameHeading="Link"
                    breakdown={links}
                    columns={['clicks', 'orders', 'commission', 'epc']}
                  />
                </ReportCard>
              </>
            )}
          </>
        );
      }}
    </ReportFrame>
  );
}
