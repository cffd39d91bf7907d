import { useId, type FormEvent, type ReactNode } from 'react';
import type { Choice } from '../../domain/form-rules';
import './forms.css';

/** What every field shows: its label, its value, the sentence to fix it (if any) and an optional hint. */
interface FieldBase {
  label: string;
  name: string;
  value: string;
  error?: string | null;
  /** A quiet line under the field (e.g. 'Checking…', 'Available'), announced politely. */
  hint?: string | null;
  required?: boolean;
  onChange(value: string): void;
  onBlur?(): void;
}

function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`lm-field${error ? ' lm-field--invalid' : ''}`}>
      {/* The required mark is drawn by CSS, so the field's accessible name stays its label. */}
      <label className={`lm-field__label${required ? ' lm-field__label--required' : ''}`} htmlFor={id}>
        {label}
        {!required && <span className="lm-field__optional"> (optional)</span>}
      </label>
      {children}
      {error ? (
        <p className="lm-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="lm-field__hint" id={`${id}-hint`} aria-live="polite">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string | null, hint?: string | null) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField(
  props: FieldBase & {
    type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date';
    autoComplete?: string;
    inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
    /** The earliest date a date field offers (YYYY-MM-DD); the machine still checks what is typed. */
    min?: string;
    maxLength?: number;
    placeholder?: string;
    autoFocus?: boolean;
    /** An id the page can point at (e.g. a button that moves the focus here); a generated one otherwise. */
    id?: string;
  },
) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const { label, name, value, error, hint, required, onChange, onBlur } = props;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        className="lm-field__input"
        name={name}
        type={props.type ?? 'text'}
        value={value}
        required={required}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        min={props.min}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}

/** A few lines of free text (a note to the reviewers), with its length limit. */
export function TextAreaField(props: FieldBase & { maxLength?: number; rows?: number; placeholder?: string }) {
  const id = useId();
  const { label, name, value, error, hint, required, onChange, onBlur } = props;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        id={id}
        className="lm-field__input lm-field__textarea"
        name={name}
        value={value}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}

export function SelectField(
  props: FieldBase & { choices: readonly Choice[]; emptyLabel?: string; disabled?: boolean },
) {
  const id = useId();
  const { label, name, value, error, hint, required, onChange, onBlur } = props;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        className="lm-field__input"
        name={name}
        value={value}
        required={required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{props.emptyLabel ?? 'Choose…'}</option>
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A form whose Enter key and submit button both send one event; the browser's own validation stays out of the way. */
export function Form({ label, onSubmit, children }: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className="lm-form"
      aria-label={label}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The server's message after a refused send, announced at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="lm-form__alert" role="alert">
      {message}
    </p>
  );
}

/** The form's main button: disabled (and saying so) while the machine cannot take the submit event. */
export function SubmitButton({
  enabled,
  busy,
  children,
  busyLabel,
}: {
  enabled: boolean;
  busy: boolean;
  children: ReactNode;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="lm-button lm-form__submit" disabled={!enabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="lm-fieldset">
      <legend className="lm-fieldset__legend">{title}</legend>
      {children}
    </fieldset>
  );
}
