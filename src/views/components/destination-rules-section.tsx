import { useSelector } from '@xstate/react';
import { COUNTRY_CODES, DESTINATION_RULES_MAX } from '../../domain/destination-rules';
import {
  DEVICE_LABELS,
  destinationRulesMachine,
  RULE_DEVICES,
  type RulesTarget,
} from '../../machines/destination-rules.machine';
import { earnSettingsMachine } from '../../machines/earn-settings.machine';
import { useForwardToRuntime } from '../shell/app-features';
import { useAppActorRef } from '../shell/app-runtime';
import { EarnWarning } from './earn-warning';
import { LoadError } from './load-error';
import './forms.css';
import './destination-rules.css';

const COUNTRY_LIST_ID = 'lm-rule-countries';

/**
 * Destination rules of a short link or a bio button (destination-rules.machine.ts): each rule's countries (typed
 * codes, suggested from the list), device and destination, in the order the redirect tries them.
 */
export function DestinationRulesSection({
  target,
  className = 'lm-link-card',
}: {
  target: RulesTarget;
  className?: string;
}) {
  const actor = useAppActorRef(destinationRulesMachine, { input: { target } });
  useForwardToRuntime(actor);
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(actor, (s) => s);
  const { rules, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  if (snapshot.matches('failed'))
    return (
      <section className={className} aria-label="Destination rules">
        <h2 className="lm-link-detail__title">Destination rules</h2>
        <LoadError message={failure} onRetry={() => actor.send({ type: 'rules.retry' })} />
      </section>
    );
  return (
    <section className={`${className} lm-rules`} aria-label="Destination rules" aria-busy={busy}>
      <h2 className="lm-link-detail__title">Destination rules</h2>
      <p>
        Send visitors from some countries or on some devices somewhere else. The first rule that matches a visitor wins;
        everyone else goes to the usual destination. Up to {DESTINATION_RULES_MAX} rules.
      </p>
      <datalist id={COUNTRY_LIST_ID}>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <ol className="lm-rules__list">
        {rules.map((rule, index) => {
          const n = index + 1;
          return (
            <li key={index} className="lm-rules__rule" aria-label={`Rule ${n}`}>
              <div className="lm-rules__fields">
                <label className="lm-field">
                  <span className="lm-field__label">Rule {n}: countries</span>
                  <input
                    className="lm-field__input"
                    list={COUNTRY_LIST_ID}
                    value={rule.countries}
                    placeholder="e.g. GB, IE"
                    onChange={(e) => actor.send({ type: 'rule.countries', index, countries: e.target.value })}
                  />
                </label>
                <label className="lm-field">
                  <span className="lm-field__label">Rule {n}: device</span>
                  <select
                    className="lm-field__input"
                    value={rule.device}
                    onChange={(e) =>
                      actor.send({
                        type: 'rule.device',
                        index,
                        device: RULE_DEVICES.find((d) => d === e.target.value) ?? '',
                      })
                    }
                  >
                    <option value="">Any device</option>
                    {RULE_DEVICES.map((device) => (
                      <option key={device} value={device}>
                        {DEVICE_LABELS[device]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="lm-field lm-rules__destination">
                  <span className="lm-field__label">Rule {n}: destination</span>
                  <input
                    className="lm-field__input"
                    type="url"
                    value={rule.destination}
                    placeholder="https://…"
                    onChange={(e) => actor.send({ type: 'rule.destination', index, destination: e.target.value })}
                  />
                </label>
              </div>
              <EarnWarning
                earn={earn}
                address={rule.destination}
                kept={rule.keepUntagged}
                what={`Rule ${n}`}
                onKeep={(keep) => actor.send({ type: 'rule.keep', index, keep })}
              />
              <div className="lm-rules__row">
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Move rule ${n} earlier`}
                  disabled={!snapshot.can({ type: 'rules.move', index, delta: -1 })}
                  onClick={() => actor.send({ type: 'rules.move', index, delta: -1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Move rule ${n} later`}
                  disabled={!snapshot.can({ type: 'rules.move', index, delta: 1 })}
                  onClick={() => actor.send({ type: 'rules.move', index, delta: 1 })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={!snapshot.can({ type: 'rules.remove', index })}
                  onClick={() => actor.send({ type: 'rules.remove', index })}
                >
                  Remove rule {n}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {failure ? (
        <p className="lm-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lm-rules__row">
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={!snapshot.can({ type: 'rules.add' })}
          onClick={() => actor.send({ type: 'rules.add' })}
        >
          Add rule
        </button>
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'rules.save' })}
          onClick={() => actor.send({ type: 'rules.save' })}
        >
          {snapshot.matches('saving') ? 'Saving…' : 'Save rules'}
        </button>
      </div>
    </section>
  );
}
