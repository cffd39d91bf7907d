import { useId } from 'react';
import { RETAILERS } from '../../domain/link-retailers';
import type { Retailer } from '../../domain/retailer-links';
import { RETAILER_NAMES } from '../../domain/tracking-id-rules';
import { RetailerIcon } from './retailer-icon';
import './retailer-choice.css';

/** The link forms' Retailer field: Amazon, Target or Walmart as a radio group. */
export function RetailerChoice({
  value,
  disabled,
  onChoose,
}: {
  value: Retailer;
  disabled: boolean;
  onChoose: (retailer: Retailer) => void;
}) {
  const labelId = useId();
  return (
    <div className="lm-field">
      <span className="lm-field__label" id={labelId}>
        Retailer
      </span>
      <div className="lm-retailer-choice" role="radiogroup" aria-labelledby={labelId}>
        {RETAILERS.map((retailer) => (
          <button
            key={retailer}
            type="button"
            role="radio"
            aria-checked={retailer === value}
            className="lm-retailer-choice__option"
            disabled={disabled}
            onClick={() => onChoose(retailer)}
          >
            <RetailerIcon retailer={retailer} />
            {RETAILER_NAMES[retailer]}
          </button>
        ))}
      </div>
    </div>
  );
}
