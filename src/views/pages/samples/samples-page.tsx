import { Link } from 'react-router-dom';
import { CATALOG_PATHS } from '../../../domain/catalog-browse';
import { usDate } from '../../../domain/date-ranges';
import { pacificDate } from '../../../domain/pacific-time';
import { SAMPLE_STATUS_LABELS } from '../../../domain/samples';
import { samplesMachine, type SampleRecord } from '../../../machines/samples.machine';
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
          <p className="lm-plist__note">
            No sample requests yet. Open a product from <Link to={CATALOG_PATHS.viralItems}>Viral Items</Link> or{' '}
            <Link to={CATALOG_PATHS.search}>Search</Link> and choose Request sample to ask its brand for one.
          </p>
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
