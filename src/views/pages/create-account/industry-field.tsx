import type { Industry } from '../../../machines/industry-choices';
import { SelectField } from '../../components/form-field';

/** The industry select of the registration and profile forms, with the list's loading and failure states. */
export function IndustryField(props: {
  name: string;
  value: string;
  error: string | null;
  industries: readonly Industry[];
  state: 'loading' | 'ready' | 'failed';
  onChange(value: string): void;
  onBlur(): void;
  onRetry(): void;
}) {
  const { industries, state, onRetry, ...field } = props;
  return (
    <div>
      <SelectField
        label="Industry"
        choices={industries.map((i) => ({ value: i.id, label: i.name }))}
        emptyLabel={state === 'loading' ? 'Loading industries…' : 'Choose…'}
        disabled={state !== 'ready'}
        hint={state === 'failed' ? 'The industries could not be loaded.' : null}
        {...field}
      />
      {state === 'failed' && (
        <button type="button" className="lm-link" onClick={onRetry}>
          Load them again
        </button>
      )}
    </div>
  );
}
