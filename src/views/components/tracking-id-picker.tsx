import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { chipDirection, retailerOfSource, type SortChip, type TrackingSource } from '../../domain/tracking-sort';
import {
  TRACKING_FIELD_PLACEHOLDER,
  TRACKING_MODAL_TITLE,
  TRACKING_MODAL_WIDTH_PX,
  TRACKING_NO_RESULT,
  TRACKING_SEARCH_PLACEHOLDER,
} from '../../domain/spec-constants';
import { trackingIdPickerMachine, type TrackingIdPickerEmitted } from '../../machines/tracking-id-picker.machine';
import { Modal } from './modal';
import { RetailerIcon } from './retailer-icon';
import './tracking-id-picker.css';
import { useAppActorRef } from '../shell/app-runtime';

export interface TrackingIdPickerProps {
  /** Spec §4 tracking sources: 1 Amazon, 6 Target, 7 Walmart. */
  source: TrackingSource;
  value: string | null;
  /** Receives the machine's `trackingId.changed` event when the creator picks an id. */
  onChange: (event: TrackingIdPickerEmitted) => void;
  /** Choosing ids for a boosting: ids already running are disabled and last. */
  forBoosting?: boolean;
  /** Show the Name and Date chips (spec §2: "optional sort chips"). */
  sortable?: boolean;
  hideWalmartSkip?: boolean;
  placeholder?: string;
}

const CHIPS: ReadonlyArray<{ chip: SortChip; label: string }> = [
  { chip: 'name', label: 'Name' },
  { chip: 'date', label: 'Date' },
];

/** The tracking-id field and its modal (spec §2); every rule lives in the picker machine and src/domain/tracking-sort.ts. */
export function TrackingIdPicker({
  source,
  value,
  onChange,
  forBoosting = false,
  sortable = true,
  hideWalmartSkip = false,
  placeholder = TRACKING_FIELD_PLACEHOLDER,
}: TrackingIdPickerProps) {
  const picker = useAppActorRef(trackingIdPickerMachine, { input: { source, value, forBoosting, hideWalmartSkip } });
  useEffect(() => {
    const subscription = picker.on('trackingId.changed', onChange);
    return () => subscription.unsubscribe();
  }, [picker, onChange]);
  useEffect(() => picker.send({ type: 'value.set', value }), [picker, value]);

  const open = useSelector(picker, (s) => s.hasTag('modal-visible'));
  const busy = useSelector(picker, (s) => s.hasTag('busy'));
  const failed = useSelector(picker, (s) => s.hasTag('error'));
  const { options, query, sort, value: selected } = useSelector(picker, (s) => s.context);
  const retailer = retailerOfSource(source);

  return (
    <>
      <button
        type="button"
        className="lm-tracking-field"
        aria-haspopup="dialog"
        onClick={() => picker.send({ type: 'picker.open' })}
      >
        <RetailerIcon retailer={retailer} />
        <span className={selected ? 'lm-tracking-field__value' : 'lm-tracking-field__placeholder'}>
          {selected ?? placeholder}
        </span>
        <span className="lm-tracking-field__arrow" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <Modal
          label={TRACKING_MODAL_TITLE}
          width={TRACKING_MODAL_WIDTH_PX}
          className="lm-tracking-modal"
          onEscape={() => picker.send({ type: 'picker.close' })}
          onOverlayClick={() => picker.send({ type: 'picker.close' })}
        >
          <header className="lm-tracking-modal__header">
            <h2>{TRACKING_MODAL_TITLE}</h2>
            <button
              type="button"
              className="lm-modal__close"
              aria-label="Close"
              onClick={() => picker.send({ type: 'picker.close' })}
            >
              ×
            </button>
          </header>
          <input
            type="search"
            className="lm-tracking-modal__search"
            placeholder={TRACKING_SEARCH_PLACEHOLDER}
            aria-label={TRACKING_SEARCH_PLACEHOLDER}
            value={query}
            disabled={busy || failed}
            onChange={(event) => picker.send({ type: 'picker.search', query: event.target.value })}
          />
          {sortable && (
            <div className="lm-tracking-modal__chips" role="group" aria-label="Sort">
              {CHIPS.map(({ chip, label }) => {
                const direction = chipDirection(sort, chip);
                return (
                  <button
                    key={chip}
                    type="button"
                    className={`lm-chip${direction ? ' lm-chip--active' : ''}`}
                    aria-pressed={direction !== null}
                    data-direction={direction ?? 'none'}
                    disabled={busy || failed}
                    onClick={() => picker.send({ type: 'sort.toggle', chip })}
                  >
                    {label}
                    {direction === 'asc' ? ' ↑' : direction === 'desc' ? ' ↓' : ''}
                  </button>
                );
              })}
            </div>
          )}
          <div className="lm-tracking-modal__list" role="listbox" aria-label={TRACKING_MODAL_TITLE} aria-busy={busy}>
            {failed && (
              <p className="lm-tracking-modal__empty">
                Your tracking IDs could not be loaded.{' '}
                <button type="button" className="lm-link-button" onClick={() => picker.send({ type: 'picker.retry' })}>
                  Try again
                </button>
              </p>
            )}
            {!busy && !failed && options.length === 0 && (
              <p className="lm-tracking-modal__empty">{TRACKING_NO_RESULT}</p>
            )}
            {options.map((option) => (
              <button
                key={option.name}
                type="button"
                role="option"
                aria-selected={option.name === selected}
                aria-disabled={option.disabled}
                className={`lm-tracking-option${option.name === selected ? ' lm-tracking-option--selected' : ''}${option.disabled ? ' lm-tracking-option--disabled' : ''}`}
                onClick={() => picker.send({ type: 'option.select', name: option.name })}
              >
                {option.name}
              </button>
            ))}
          </div>
        </Modal>
      )}
    </>
  );
}
