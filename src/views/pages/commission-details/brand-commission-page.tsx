import { brandDetailPath, isOtherBrand } from '../../../domain/earnings-pages';
import { compactAmount, formatAmount } from '../../../domain/number-formats';
import { brandCommissionMachine } from '../../../machines/brand-commission.machine';
import { BarChart } from '../../components/bar-chart';
import { MetricList, ReportCard } from '../../components/report-parts';
import {
  BreakdownTable,
  commissionCards,
  epcMoney,
  NothingInRange,
  ReportFrame,
  useEarningsReport,
} from '../earnings/earnings-report-frame';

/** extraCommissionDetail/index, Brand Commission Details: each brand side by side (see brand-commission.machine.ts). */
export default function BrandCommissionPage() {
  const { snapshot, send } = useEarningsReport(brandCommissionMachine);
  const range = snapshot.context.rangeId;
  return (
    <ReportFrame title="Brand commission details" snapshot={snapshot} send={send}>
      {(brands) => {
        const currency = brands.totals.earnings.currency;
        return (
          <>
            <MetricList
              label="Totals"
              cards={[
                ...commissionCards(brands.totals),
                { id: 'epc', name: 'EPC', value: formatAmount(epcMoney(brands.totals)) },
              ]}
            />
            {brands.rows.length === 0 ? (
              <NothingInRange what="commission" />
            ) : (
              <>
                <ReportCard title="Commission per brand">
                  <BarChart
                    label={`Commission per brand: ${formatAmount(brands.totals.earnings)}`}
                    categories={brands.rows.map((r) => ({ key: r.key, label: r.name }))}
                    series={[
                      { name: 'Commission', tone: 'green', values: brands.rows.map((r) => r.earnings.amountCents) },
                    ]}
                    format={(cents) => formatAmount({ amountCents: cents, currency })}
                    axisFormat={(cents) => compactAmount({ amountCents: cents, currency })}
                    tableTitle="Commission by brand"
                    categoryHeading="Brand"
                    categoryKind="content"
                  />
                </ReportCard>
                <ReportCard title="Brands">
                  <BreakdownTable
                    label="Brands"
                    nameHeading="Brand"
                    breakdown={brands}
                    columns={['clicks', 'orders', 'sales', 'commission', 'rate', 'epc']}
                    linkOf={(row) => (isOtherBrand(row.brand) ? brandDetailPath(row.brand, range) : undefined)}
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
