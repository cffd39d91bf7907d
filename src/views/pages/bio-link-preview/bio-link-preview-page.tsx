import { useSelector } from '@xstate/react';
import { bioLinkHomeMachine } from '../../../machines/bio-link-home.machine';
import { previewOfDetail } from '../../../machines/bio-link-calls';
import { BioPagePreview } from '../../components/bio-page-preview';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { BioPageGate } from '../bio-link/bio-page-gate';
import '../bio-link/bio-link.css';

/** bioLinkPreview/index: the creator's own bio page, larger, as saved (the tab's machine: bio-link-home.machine.ts). */
export default function BioLinkPreviewPage() {
  const home = useAppActorRef(bioLinkHomeMachine);
  useForwardToRuntime(home);
  const snapshot = useSelector(home, (s) => s);
  const { overview, failure } = snapshot.context;

  return (
    <BioPageGate
      title="Preview"
      snapshot={snapshot}
      loaded={overview !== null}
      failure={failure}
      loadingText="Loading your bio link page…"
      noPageText={<p>Create your bio link page to see it here as your visitors will.</p>}
      onRetry={() => home.send({ type: 'bioLink.retry' })}
      onCreate={() => home.send({ type: 'bioLink.create' })}
    >
      {overview && (
        <>
          <PageHeader title="Preview" back />
          <div className="lm-bio">
            <BioPagePreview draft={previewOfDetail(overview.detail)} />
            <div className="lm-bio__side">
              <p>This is your page as saved, the way visitors see it at {overview.url}.</p>
              <div className="lm-bio-actions">
                <button
                  type="button"
                  className="lm-button"
                  onClick={() => home.send({ type: 'bioLink.open', to: 'edit' })}
                >
                  Edit page
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  onClick={() => home.send({ type: 'bioLink.open', to: 'customize' })}
                >
                  Customize look
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  onClick={() => home.send({ type: 'bioLink.open', to: 'website' })}
                >
                  View on website
                </button>
              </div>
            </div>
          </div>
        </>
      )}
    </BioPageGate>
  );
}
