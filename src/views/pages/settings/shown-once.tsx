import type { ReactNode } from 'react';
import { CopyLinkButton } from '../../components/copy-link-button';
import './api-keys.css';

/** A credential answered once (an API key, a webhook's signing secret): shown with Copy until dismissed. */
export function ShownOnce(props: {
  label: string;
  title: string;
  value: string;
  copyLabel: string;
  onDismiss(): void;
  children: ReactNode;
}) {
  return (
    <div className="lm-auth__card lm-api-keys__new" role="status" aria-label={props.label}>
      <h2 className="lm-auth__title">{props.title}</h2>
      <p>{props.children}</p>
      <code className="lm-api-keys__key">{props.value}</code>
      <div className="lm-api-keys__actions">
        <CopyLinkButton url={props.value} label={props.copyLabel} />
        <button type="button" className="lm-button" onClick={props.onDismiss}>
          I have copied it
        </button>
      </div>
    </div>
  );
}

/** A row of a settings list: a title, a few muted lines under it, and one action button. */
export function ActionRow(props: {
  title: ReactNode;
  actionLabel: string;
  onAction(): void;
  disabled: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <li className="lm-api-keys__row" aria-label={props.label}>
      <div>
        <strong>{props.title}</strong>
        <p className="lm-api-keys__meta">{props.children}</p>
      </div>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={props.disabled}
        onClick={props.onAction}
      >
        {props.actionLabel}
      </button>
    </li>
  );
}
