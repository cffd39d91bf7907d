import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { BOOSTING_TEXTS } from '../../../domain/boosting-application';
import { boostingDetailPath } from '../../../domain/boosting-pages';
import { BOOSTING_PATHS } from '../../../domain/boosting-routes';
import {
  boostingApplicationMachine,
  selectUnsavedChanges,
  type BoostingApplicationSnapshot,
} from '../../../machines/boosting-application.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ApplicationStep, STEPS, type ApplicationActor } from './application-steps';
import '../../components/forms.css';
import './boosting-application.css';

/** boosting/index: a new boosting application, step by step (see boosting-application.machine.ts). */
export default function NewBoostingApplicationPage() {
  return <BoostingApplication draftId={null} />;
}

/** boosting/edit?id=…: the same steps on a saved draft. */
export function BoostingDraftPage() {
  const [params] = useSearchParams();
  const draftId = params.get('id');
  // Another draft's address starts over with that draft.
  return <BoostingApplication key={draftId ?? ''} draftId={draftId ?? ''} />;
}

function BoostingApplication({ draftId }: { draftId: string | null }) {
  const flow = useAppActorRef(boostingApplicationMachine, { input: { draftId } });
  useForwardToRuntime(flow);
  const snapshot = useSelector(flow, (s) => s);
  const title = draftId === null ? 'New boosting application' : 'Edit boosting draft';
  // Before the steps show (loading, a failure, no whitelist, no such draft): the title and what the page says instead.
  const instead = (body: ReactNode) => (
    <>
      <PageHeader title={title} back />
      {body}
    </>
  );

  if (snapshot.matches('checkingWhitelist') || snapshot.matches('loading')) return instead(<DelayedSpinner />);
  if (snapshot.matches('loadFailed'))
    return instead(
      <LoadError message={snapshot.context.failure} onRetry={() => flow.send({ type: 'application.retry' })} />,
    );
  if (snapshot.hasTag('not-whitelisted')) {
    return instead(
      <EmptyState icon="chart" title="Boosting is not open to your shop">
        <p role="alert">{BOOSTING_TEXTS.notWhitelisted}</p>
        <Link className="lm-button lm-button--secondary" to={BOOSTING_PATHS.apply}>
          About boosting
        </Link>
      </EmptyState>,
    );
  }
  if (snapshot.hasTag('not-found')) {
    return instead(
      <EmptyState icon="chart" title="Draft not found">
        <p role="alert">{BOOSTING_TEXTS.draftMissing}</p>
        <div className="lm-boost-actions">
          <Link className="lm-button lm-button--secondary" to={BOOSTING_PATHS.drafts}>
            Your drafts
          </Link>
          <Link className="lm-button" to={BOOSTING_PATHS.application}>
            New application
          </Link>
        </div>
      </EmptyState>,
    );
  }
  if (snapshot.hasTag('submitted')) return <Submitted title={title} snapshot={snapshot} />;

  return (
    <>
      <PageHeader
        title={title}
        back
        actions={
          <Link className="lm-button lm-button--secondary" to={BOOSTING_PATHS.drafts}>
            Drafts
          </Link>
        }
      />
      <Steps snapshot={snapshot} />
      {snapshot.context.notice && (
        <p className="lm-boost-notice" role="status">
          {snapshot.context.notice}
        </p>
      )}
      <section className="lm-boost-card lm-boost-step" aria-busy={snapshot.hasTag('busy') || undefined}>
        <ApplicationStep snapshot={snapshot} flow={flow} />
        <FormAlert message={snapshot.context.failure} />
      </section>
      <StepActions snapshot={snapshot} flow={flow} />
    </>
  );
}

function Steps({ snapshot }: { snapshot: BoostingApplicationSnapshot }) {
  const current = STEPS.findIndex((step) => snapshot.matches({ editing: { step: step.state } }));
  return (
    <ol className="lm-boost-steps" aria-label="Steps">
      {STEPS.map((step, i) => (
        <li
          key={step.state}
          className={`lm-boost-steps__step${i === current ? ' lm-boost-steps__step--current' : ''}${i < current ? ' lm-boost-steps__step--done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="lm-boost-steps__number">{i + 1}</span> {step.label}
        </li>
      ))}
    </ol>
  );
}

function StepActions({ snapshot, flow }: { snapshot: BoostingApplicationSnapshot; flow: ApplicationActor }) {
  const saving = snapshot.hasTag('saving');
  const reviewing = snapshot.matches({ editing: { step: 'reviewing' } });
  const unsaved = selectUnsavedChanges(snapshot);
  const saveStatus = saving
    ? 'Saving…'
    : unsaved
      ? 'Unsaved changes'
      : snapshot.context.draftId !== null
        ? 'Draft saved'
        : '';
  return (
    <div className="lm-boost-actions lm-boost-actions--bar">
      {snapshot.can({ type: 'step.back' }) && (
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => flow.send({ type: 'step.back' })}
        >
          Back
        </button>
      )}
      <span className="lm-boost-actions__spacer" />
      <span className="lm-boost-actions__status" role="status">
        {saveStatus}
      </span>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'draft.save' })}
        onClick={() => flow.send({ type: 'draft.save' })}
      >
        Save draft
      </button>
      {reviewing ? (
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'application.submit' })}
          onClick={() => flow.send({ type: 'application.submit' })}
        >
          Submit application
        </button>
      ) : (
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'step.next' })}
          onClick={() => flow.send({ type: 'step.next' })}
        >
          Next
        </button>
      )}
    </div>
  );
}

function Submitted({ title, snapshot }: { title: string; snapshot: BoostingApplicationSnapshot }) {
  const application = snapshot.context.application;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon="chart" title="Application submitted">
        <p role="status">
          Our team reviews it next. Its status shows on your applications, and you are told when it changes.
        </p>
        <div className="lm-boost-actions">
          {application && (
            <Link className="lm-button" to={boostingDetailPath(application.id)}>
              View the application
            </Link>
          )}
          <Link className="lm-button lm-button--secondary" to={BOOSTING_PATHS.list}>
            All applications
          </Link>
          <Link className="lm-button lm-button--secondary" to={BOOSTING_PATHS.dashboard}>
            Results dashboard
          </Link>
        </div>
      </EmptyState>
    </>
  );
}
