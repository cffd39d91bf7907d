import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

interface GateSnapshot {
  hasTag(tag: string): boolean;
}

/**
 * What every bio page screen shows before its own content: the read failed (retry), the shop has no bio page yet
 * (create it), or it is still loading; `children` once there is something to show. The machine's tags decide.
 */
export function BioPageGate(props: {
  title: string;
  back?: boolean;
  snapshot: GateSnapshot;
  /** Whether the screen's data is there (a refresh keeps showing it). */
  loaded: boolean;
  failure: string | null;
  noPageText: ReactNode;
  loadingText: string;
  /** Shown under the title while the gate shows (the screen's own content places it itself). */
  banner?: ReactNode;
  onRetry(): void;
  onCreate(): void;
  children: ReactNode;
}) {
  const { title, back = true, snapshot } = props;
  if (!snapshot.hasTag('error') && !snapshot.hasTag('no-page') && props.loaded) return <>{props.children}</>;
  let body: ReactNode;
  if (snapshot.hasTag('error')) body = <LoadError message={props.failure} onRetry={props.onRetry} />;
  else if (snapshot.hasTag('no-page')) {
    body = (
      <EmptyState icon="link" title="No bio link page yet">
        {props.noPageText}
        <button type="button" className="lm-button" onClick={props.onCreate}>
          Create your bio link page
        </button>
      </EmptyState>
    );
  } else {
    body = (
      <p className="lm-bio-muted" role="status">
        {props.loadingText}
      </p>
    );
  }
  return (
    <>
      <PageHeader title={title} back={back} />
      {props.banner}
      {body}
    </>
  );
}
