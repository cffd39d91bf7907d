import { Link } from 'react-router-dom';
import type { Actor } from 'xstate';
import { BOOSTING_NOTE_MAX_LENGTH, BOOSTING_TEXTS } from '../../../domain/boosting-application';
import { BOOSTING_RULE_MESSAGES } from '../../../domain/boosting-application-rules';
import { formatMoney } from '../../../domain/catalog-pricing';
import { rangeText } from '../../../domain/date-ranges';
import { BOOSTING_PATHS } from '../../../domain/boosting-routes';
import { createdLabel } from '../../../domain/link-display';
import { LINK_CREATE_PATH } from '../../../domain/my-links';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { retailerOfSource } from '../../../domain/tracking-sort';
import {
  selectSubmission,
  type boostingApplicationMachine,
  type BoostingApplicationSnapshot,
  type DetailField,
} from '../../../machines/boosting-application.machine';
import { TextAreaField, TextField } from '../../components/form-field';
import { RetailerIcon } from '../../components/retailer-icon';
import { ContentThumb } from '../../components/content-thumb';

export type ApplicationActor = Actor<typeof boostingApplicationMachine>;

type StepState = 'choosingContent' | 'choosingTrackingIds' | 'enteringDetails' | 'reviewing';

export const STEPS: ReadonlyArray<{ state: StepState; label: string }> = [
  { state: 'choosingContent', label: 'Links' },
  { state: 'choosingTrackingIds', label: 'Tracking IDs' },
  { state: 'enteringDetails', label: 'Budget and dates' },
  { state: 'reviewing', label: 'Review' },
];

interface StepProps {
  snapshot: BoostingApplicationSnapshot;
  flow: ApplicationActor;
}

/** The step the machine is on. */
export function ApplicationStep({ snapshot, flow }: StepProps) {
  if (snapshot.matches({ editing: { step: 'choosingContent' } }))
    return <ContentStep snapshot={snapshot} flow={flow} />;
  if (snapshot.matches({ editing: { step: 'choosingTrackingIds' } }))
    return <TrackingIdsStep snapshot={snapshot} flow={flow} />;
  if (snapshot.matches({ editing: { step: 'enteringDetails' } }))
    return <DetailsStep snapshot={snapshot} flow={flow} />;
  return <ReviewStep snapshot={snapshot} />;
}

function ContentStep({ snapshot, flow }: StepProps) {
  const { contents, form } = snapshot.context;
  if (contents.length === 0) {
    return (
      <p className="lm-boost-hint">
        {BOOSTING_TEXTS.noContent} <Link to={LINK_CREATE_PATH}>Create a short link</Link>
      </p>
    );
  }
  return (
    <fieldset className="lm-boost-choices">
      <legend className="lm-fieldset__legend">Which links should the ads promote?</legend>
      {contents.map((content) => (
        <label key={content.contentId} className="lm-boost-choice" data-content={content.contentId}>
          <input
            type="checkbox"
            checked={form.contentIds.includes(content.contentId)}
            onChange={() => flow.send({ type: 'content.toggle', contentId: content.contentId })}
          />
          <ContentThumb url={content.thumbnailUrl} />
          <span className="lm-boost-choice__text">
            <span className="lm-boost-choice__title">{content.title}</span>
            <span className="lm-boost-choice__meta">
              {content.permalink ?? ''} · {createdLabel(content.postedAt)}
            </span>
          </span>
        </label>
      ))}
      {!snapshot.can({ type: 'step.next' }) && <p className="lm-boost-hint">{BOOSTING_TEXTS.chooseContent}</p>}
    </fieldset>
  );
}

function TrackingIdsStep({ snapshot, flow }: StepProps) {
  const { trackingLists, form } = snapshot.context;
  if (trackingLists.every((list) => list.options.length === 0)) {
    return (
      <p className="lm-boost-hint">
        {BOOSTING_TEXTS.noTrackingIds} <Link to={BOOSTING_PATHS.availableTrackingIds}>Tracking IDs for boosting</Link>
      </p>
    );
  }
  return (
    <div className="lm-boost-lists">
      <p className="lm-boost-hint">
        The ads credit the tracking IDs you tick. An ID already in another application is greyed out until that
        application ends.
      </p>
      {trackingLists.map((list) => {
        const retailer = retailerOfSource(list.source);
        return (
          <fieldset key={list.selection} className="lm-boost-choices" data-selection={list.selection}>
            <legend className="lm-fieldset__legend">
              <span aria-hidden="true">
                <RetailerIcon retailer={retailer} size={18} />
              </span>{' '}
              {RETAILER_NAMES[retailer]} tracking IDs
            </legend>
            {list.options.length === 0 && (
              <p className="lm-boost-hint">You have no {RETAILER_NAMES[retailer]} tracking ID.</p>
            )}
            {list.options.map((option) => (
              <label
                key={option.name}
                className={`lm-boost-choice${option.disabled ? ' lm-boost-choice--disabled' : ''}`}
                data-tracking-id={option.name}
              >
                <input
                  type="checkbox"
                  disabled={option.disabled}
                  checked={form.trackingIds.some(
                    (chosen) => chosen.source === list.source && chosen.trackingId === option.name,
                  )}
                  onChange={() =>
                    flow.send({ type: 'trackingIds.toggle', trackingId: option.name, source: list.source })
                  }
                />
                <span className="lm-boost-choice__title">{option.name}</span>
                {option.disabled && <span className="lm-boost-choice__meta">{BOOSTING_TEXTS.activeElsewhere}</span>}
              </label>
            ))}
          </fieldset>
        );
      })}
      {!snapshot.can({ type: 'step.next' }) && <p className="lm-boost-hint">{BOOSTING_TEXTS.chooseTrackingId}</p>}
    </div>
  );
}

function DetailsStep({ snapshot, flow }: StepProps) {
  const { form, problems, showProblems, today } = snapshot.context;
  const field = (name: DetailField) => ({
    name,
    value: form[name],
    error: showProblems ? (problems[name] ?? null) : null,
    onChange: (value: string) => flow.send({ type: 'details.change', field: name, value }),
  });
  return (
    <div className="lm-form">
      <TextField
        label="Budget (US dollars)"
        inputMode="decimal"
        placeholder="e.g. 250.00"
        required
        hint={BOOSTING_RULE_MESSAGES.budgetRange}
        {...field('budget')}
      />
      <div className="lm-row">
        <TextField label="Start date (Pacific time)" type="date" min={today} required {...field('startDate')} />
        <TextField
          label="End date (Pacific time)"
          type="date"
          min={form.startDate || today}
          required
          {...field('endDate')}
        />
      </div>
      <TextAreaField
        label="Note to the reviewers"
        maxLength={BOOSTING_NOTE_MAX_LENGTH}
        placeholder="Anything the team should know about these links"
        {...field('note')}
      />
    </div>
  );
}

function ReviewStep({ snapshot }: { snapshot: BoostingApplicationSnapshot }) {
  const submission = selectSubmission(snapshot);
  const { contents } = snapshot.context;
  if (!submission) return null;
  return (
    <dl className="lm-boost-review" aria-label="Your application">
      <dt>Links</dt>
      <dd>
        <ul>
          {submission.contentIds.map((id) => (
            <li key={id}>{contents.find((c) => c.contentId === id)?.title ?? id}</li>
          ))}
        </ul>
      </dd>
      <dt>Tracking IDs</dt>
      <dd>
        <ul>
          {submission.trackingIds.map((t) => (
            <li key={`${t.source}:${t.trackingId}`}>
              {RETAILER_NAMES[retailerOfSource(t.source)]}: {t.trackingId}
            </li>
          ))}
        </ul>
      </dd>
      <dt>Budget</dt>
      <dd>{formatMoney(submission.budget)}</dd>
      <dt>Dates (Pacific time)</dt>
      <dd>{rangeText(submission)}</dd>
      {submission.note && (
        <>
          <dt>Note</dt>
          <dd className="lm-boost-review__note">{submission.note}</dd>
        </>
      )}
    </dl>
  );
}
