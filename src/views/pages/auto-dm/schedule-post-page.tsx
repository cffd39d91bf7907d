import { useSelector } from '@xstate/react';
import { AUTO_DM_TEXTS, SCHEDULER_CLEAR_CONFIRM, autoDmSummary } from '../../../domain/auto-dm';
import { autoDmSchedulerMachine } from '../../../machines/auto-dm-scheduler.machine';
import { useConfirmStep } from '../../components/delete-confirmation';
import { FormAlert } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './auto-dm.css';

const CLEAR_EVENTS = { confirm: 'clear.confirm', cancel: 'clear.cancel' };

/** setting/schedulePost: the auto reply scheduler (auto-dm-scheduler.machine.ts). */
export default function SchedulePostPage() {
  const scheduler = useAppActorRef(autoDmSchedulerMachine);
  useForwardToRuntime(scheduler);
  const snapshot = useSelector(scheduler, (s) => s);
  const send = scheduler.send;
  useConfirmStep(scheduler, snapshot.hasTag('confirm-visible'), SCHEDULER_CLEAR_CONFIRM, CLEAR_EVENTS);
  const { overview, failure } = snapshot.context;

  if (snapshot.hasTag('error')) {
    return (
      <>
        <PageHeader title="Auto reply scheduler" back />
        <LoadError message={failure} onRetry={() => send({ type: 'scheduler.retry' })} />
      </>
    );
  }
  const next = overview?.next ?? null;
  return (
    <>
      <PageHeader title="Auto reply scheduler" back />
      <div className="lm-adm" aria-busy={snapshot.hasTag('busy')}>
        <FormAlert message={failure} />
        {!overview && <p role="status">Loading your scheduled posts…</p>}
        {overview && (
          <section className="lm-adm-card" aria-label="Scheduled posts">
            <h2>Scheduled posts</h2>
            <p data-testid="scheduled-count">
              {overview.waiting === 0
                ? 'No scheduled post with an Auto DM is waiting to be published.'
                : `${overview.waiting} scheduled post${overview.waiting === 1 ? '' : 's'} with an Auto DM waiting to be published.`}
            </p>
            <p className="lm-adm-muted">
              The scheduler sets the Auto DM of your next post only; posts already published keep theirs.
            </p>
          </section>
        )}
        {overview && (
          <section className="lm-adm-card" aria-label="Next scheduled post">
            <h2>Next scheduled post</h2>
            {next ? (
              <>
                <p>{next.caption?.trim() || next.mediaId}</p>
                <p className="lm-adm-muted">
                  Goes live {new Date(next.postedAt).toLocaleString('en-US')} · {autoDmSummary(next.autoReplyResp)}
                </p>
              </>
            ) : (
              <p>{AUTO_DM_TEXTS.noScheduledPost}</p>
            )}
            <div className="lm-adm-actions">
              <button
                type="button"
                className="lm-button"
                disabled={!snapshot.can({ type: 'scheduler.edit' })}
                onClick={() => send({ type: 'scheduler.edit' })}
              >
                Set Auto DM of the next post
              </button>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!snapshot.can({ type: 'scheduler.clear' })}
                onClick={() => send({ type: 'scheduler.clear' })}
              >
                Clear
              </button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
