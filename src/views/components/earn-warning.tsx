import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { retailerOfAddress } from '../../domain/earn-rule';
import {
  IMPACT_ID_FIELDS,
  IMPACT_ID_LABELS,
  IMPACT_ID_MAX_LENGTH,
  isImpactRetailer,
} from '../../domain/impact-settings';
import { RETAILER_NAMES } from '../../domain/tracking-id-rules';
import { earnWarningOf, type earnSettingsMachine } from '../../machines/earn-settings.machine';
import { TextField } from './form-field';
import './earn-warning.css';

export type EarnActor = ActorRefFrom<typeof earnSettingsMachine>;

/** Enter in an inline field runs its own button, never the form around it (the button or tile being added). */
const onEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  run();
};

/**
 * Under a retailer address as it is typed (a bio button, a gallery tile, a landing block, a collage product, an Auto
 * DM card button): when the earn rule cannot put the creator's tag on it, says what is missing and offers to add the
 * tracking id or the Impact ids right here, or to keep the link untagged knowingly (the form's own choice, sent with
 * its save). Nothing shows for an address that earns.
 */
export function EarnWarning({
  earn,
  address,
  kept,
  onKeep,
  what,
}: {
  earn: EarnActor;
  address: string;
  kept: boolean;
  onKeep(keep: boolean): void;
  what: string;
}) {
  const snapshot = useSelector(earn, (s) => s);
  const warning = earnWarningOf(snapshot, address);
  if (snapshot.matches('failed') && retailerOfAddress(address.trim())) {
    return (
      <div className="lm-earn" role="alert">
        <p>{snapshot.context.failure}</p>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => earn.send({ type: 'earn.retry' })}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!warning) return null;
  const { retailer, missing } = warning;
  const name = RETAILER_NAMES[retailer];
  const busy = snapshot.hasTag('busy');
  const problem = snapshot.context.problem?.retailer === retailer ? snapshot.context.problem.message : null;
  const addId = () => earn.send({ type: 'earn.trackingId.add', retailer });
  const saveImpact = () => isImpactRetailer(retailer) && earn.send({ type: 'earn.impact.save', retailer });
  return (
    <div
      className={`lm-earn${kept ? ' lm-earn--kept' : ''}`}
      role="group"
      aria-label={`${what} earns no commission yet`}
    >
      <p className="lm-earn__message" role="status">
        {kept ? `${what} is kept untagged: it earns you no commission.` : warning.message}
      </p>
      {(missing.includes('tracking-id') || missing.includes('own-tracking-id')) && (
        <div className="lm-earn__add" onKeyDown={onEnter(addId)}>
          <TextField
            label={`New ${name} tracking ID`}
            name={`earn-tracking-id-${retailer}`}
            value={snapshot.context.trackingIdDraft[retailer]}
            placeholder={retailer === 'amazon' ? 'yourname-20' : 'yourname'}
            onChange={(value) => earn.send({ type: 'earn.trackingId.change', retailer, value })}
          />
          <button type="button" className="lm-button lm-button--secondary" disabled={busy} onClick={addId}>
            Add tracking ID
          </button>
        </div>
      )}
      {missing.includes('impact-ids') && isImpactRetailer(retailer) && (
        <div className="lm-earn__add lm-earn__add--impact" onKeyDown={onEnter(saveImpact)}>
          {IMPACT_ID_FIELDS.map((field) => (
            <TextField
              key={field}
              label={`${name} Impact ${IMPACT_ID_LABELS[field]}`}
              name={`earn-impact-${retailer}-${field}`}
              inputMode="numeric"
              maxLength={IMPACT_ID_MAX_LENGTH}
              value={snapshot.context.impactDraft[retailer][field]}
              onChange={(value) => earn.send({ type: 'earn.impact.change', retailer, field, value })}
            />
          ))}
          <button type="button" className="lm-button lm-button--secondary" disabled={busy} onClick={saveImpact}>
            Save Impact IDs
          </button>
        </div>
      )}
      {problem && <p className="lm-field__error">{problem}</p>}
      <label className="lm-earn__keep">
        <input type="checkbox" checked={kept} onChange={(e) => onKeep(e.target.checked)} />
        Keep this link untagged (it earns no commission)
      </label>
    </div>
  );
}
