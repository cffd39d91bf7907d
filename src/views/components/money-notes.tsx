import './money-notes.css';
import { MONEY_FIGURES } from '../../domain/money-figures';

/** What each money figure is, under the figures on Income and on the earnings page (the same words on both). */
export function MoneyNotes() {
  return (
    <dl className="lm-money-notes">
      {Object.entries(MONEY_FIGURES).map(([id, figure]) => (
        <div key={id}>
          <dt>{figure.label}</dt>
          <dd>{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
