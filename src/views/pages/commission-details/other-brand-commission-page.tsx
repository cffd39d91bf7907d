import { Link } from 'react-router-dom';
import { BRAND_LABELS, OTHER_BRAND_EPC_PATH, otherBrandOf, pageAddress } from '../../../domain/earnings-pages';
import { otherBrandCommissionMachine } from '../../../machines/other-brand-commission.machine';
import { MetricList, ReportCard } from '../../components/report-parts';
import {
  BreakdownTable,
  commissionCards,
  NothingInRange,
  ReportFrame,
  useEarningsReport,
} from '../earnings/earnings-report-frame';

/** otherBrandCommissionDetail/index: Target's or Walmart's commission link by link (see other-brand-commission.machine.ts). */
export default function OtherBrandCommissionPage() {
  const { snapshot, send } = useEarningsReport(otherBrandCommissionMachine);
  const { rangeId } = snapshot.context;
  const brand = otherBrandOf(snapshot.context.brand);
  const actions = (
    <Link className="lm-button lm-button--secondary" to={pageAddress(OTHER_BRAND_EPC_PATH, { range: rangeId, brand })}>
      Earnings per click
    </Link>
  );
  return (
    <ReportFrame title={`${BRAND_LABELS[brand]} commission`} actions={actions} snapshot={snapshot} send={send}>
      {(links) => (
        <>
          <MetricList label="Totals" cards={commissionCards(links.totals)} />
          <ReportCard title="Links, highest commission first">
            {links.rows.length === 0 ? (
              <NothingInRange what={`${BRAND_LABELS[brand]} commission`} />
            ) : (
              <BreakdownTable
                label="Links"
                nameHeading="Link"
                breakdown={links}
                columns={['clicks', 'orders', 'sales', 'commission', 'rate']}
              />
            )}
          </ReportCard>
        </>
      )}
    </ReportFrame>
  );
}
