import type { ReactNode } from 'react';

/**
 * A save refused because the page was changed in another window meanwhile (Edit page, Customize look): what it is
 * now, and the creator's three choices, each an event of the screen's machine.
 */
export function ChangedElsewhere(props: {
  title: string;
  children: ReactNode;
  keepLabel: string;
  takeLabel: string;
  send: (event: { type: 'conflict.keepMine' | 'conflict.takeTheirs' | 'conflict.cancel' }) => void;
}) {
  const { title, children, keepLabel, takeLabel, send } = props;
  return (
    <section className="lm-bio-card lm-bio-conflict" role="alertdialog" aria-label={title}>
      <h2>{title}</h2>
      <p>{children}</p>
      <div className="lm-bio-actions">
        <button type="button" className="lm-button" onClick={() => send({ type: 'conflict.keepMine' })}>
          {keepLabel}
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => send({ type: 'conflict.takeTheirs' })}
        >
          {takeLabel}
        </button>
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => send({ type: 'conflict.cancel' })}
        >
          Decide later
        </button>
      </div>
    </section>
  );
}
