import { useSelector } from '@xstate/react';
import {
  bioLinkSectionsMachine,
  SECTION_SWITCHES,
  type SectionSwitch,
} from '../../../machines/bio-link-sections.machine';
import { FormAlert } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import { BioPageGate } from '../bio-link/bio-page-gate';
import '../bio-link/bio-link.css';

const SWITCH_TEXT: Record<SectionSwitch, { label: string; note: string }> = {
  showSocialIcons: { label: 'Social accounts', note: 'Your social accounts under your name.' },
  showMostPopular: { label: 'Most popular', note: 'The links clicked most over the last 30 days.' },
  showTrending: { label: 'Trending', note: 'The links whose clicks grew fastest this week.' },
};

/** websitePermissions/index: what the public bio page may show, each switch saved at once (bio-link-sections.machine.ts). */
export default function WebsitePermissionsPage() {
  const sections = useAppActorRef(bioLinkSectionsMachine);
  useForwardToRuntime(sections);
  const snapshot = useSelector(sections, (s) => s);
  const { sections: values, failure } = snapshot.context;

  return (
    <BioPageGate
      title="Website permissions"
      snapshot={snapshot}
      loaded={values !== null}
      failure={failure}
      loadingText="Loading…"
      noPageText={<p>Create your bio link page first; then choose here what it shows.</p>}
      onRetry={() => sections.send({ type: 'bioPage.retry' })}
      onCreate={() => sections.send({ type: 'bioPage.create' })}
    >
      {values && (
        <>
          <PageHeader title="Website permissions" back />
          <section className="lm-bio-card" aria-label="What your page shows">
            <h2>What your page shows</h2>
            <p className="lm-bio-muted">Your name, bio and buttons always show. Each change is saved at once.</p>
            <FormAlert message={failure} />
            {SECTION_SWITCHES.map((key) => (
              <label key={key} className="lm-bio-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={values[key]}
                  disabled={!snapshot.can({ type: 'sections.toggle', key })}
                  onChange={() => sections.send({ type: 'sections.toggle', key })}
                />
                <span>
                  <strong>{SWITCH_TEXT[key].label}</strong>
                  <br />
                  <span className="lm-bio-muted">{SWITCH_TEXT[key].note}</span>
                </span>
              </label>
            ))}
          </section>
        </>
      )}
    </BioPageGate>
  );
}
