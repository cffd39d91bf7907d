import { Link } from 'react-router-dom';
import { CATALOG_PATHS } from '../../../domain/catalog-browse';
import { usDate } from '../../../domain/date-ranges';
import { pacificDate } from '../../../domain/pacific-time';
import { SAMPLE_STATUS_LABELS } from '../../../domain/samples';
import { samplesMachine, type SampleRecord } from '../../../machines/samples.machine';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { PagedListView } from '../link-pages/paged-list-view';

/** samples/index: the shop's sample requests, newest first (see samples.machine.ts). */
export default function SamplesPage() {
  const samples = useAppActorRef(samplesMachine, { input: {} });
  useForwardToRuntime(samples);
  return (
    <>
      <PageHeader title="Sample requests" back />
      <PagedListView
        list={samples}
        label="Sample requests"
        empty={
          <EmptyState icon="flame" title="No sample requests yet">
            <p>
              Open a product in Viral Items and choose Request sample: its brand then decides, and the answer shows
              here.
            </p>
            <Link className="lm-button" to={CATALOG_PATHS.viralItems}>
              Browse Viral Items
            </Link>
          </EmptyState>
        }
        renderItem={(record) => <SampleRow record={record} />}
      />
    </>
  );
}

function SampleRow({ record }: { record: SampleRecord }) {
  return (
    <div data-sample={record.id}>
      <strong>{record.brand.name}</strong>
      {record.productId && (
        <>
          {' · '}
          <Link to={`${CATALOG_PATHS.product}?id=${encodeURIComponent(record.productId)}`}>View product</Link>
        </>
      )}
      <p className="lm-muted">
        {SAMPLE_STATUS_LABELS[record.status]} · Requested {usDate(pacificDate(record.appliedAt))}
        {record.decidedAt ? ` · Answered ${usDate(pacificDate(record.decidedAt))}` : ''}
      </p>
    </div>
  );
}
