import { useSelector } from '@xstate/react';
import type { SampleAddressField } from '../../../domain/sample-address';
import { sampleRequestMachine } from '../../../machines/sample-request.machine';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';

const FIELDS: ReadonlyArray<{
  field: SampleAddressField;
  label: string;
  required?: boolean;
  autoComplete: string;
  maxLength: number;
}> = [
  { field: 'name', label: 'Name', required: true, autoComplete: 'name', maxLength: 100 },
  { field: 'line1', label: 'Address', required: true, autoComplete: 'address-line1', maxLength: 200 },
  { field: 'line2', label: 'Address line 2', autoComplete: 'address-line2', maxLength: 200 },
  { field: 'city', label: 'City', required: true, autoComplete: 'address-level2', maxLength: 100 },
  { field: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 50 },
  { field: 'postalCode', label: 'ZIP or postal code', required: true, autoComplete: 'postal-code', maxLength: 20 },
  { field: 'country', label: 'Country', required: true, autoComplete: 'country', maxLength: 2 },
  { field: 'note', label: 'Note to the brand', autoComplete: 'off', maxLength: 500 },
];

/** Request sample (sample-request.machine.ts): the brand ships a sample to the address given. */
export function SampleRequestPanel({ productId }: { productId: string }) {
  const sample = useAppActorRef(sampleRequestMachine, { input: { productId } });
  useForwardToRuntime(sample);
  const snapshot = useSelector(sample, (s) => s);
  const { values, errors, failure, outcome } = snapshot.context;

  return (
    <section className="lm-product-link" aria-label="Request sample">
      <h2>Request a sample</h2>
      {snapshot.matches('closed') && (
        <div className="lm-product-link__row">
          <p className="lm-catalog-count">Ask the brand to send you this product to review in your posts.</p>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            onClick={() => sample.send({ type: 'sample.open' })}
          >
            Request sample
          </button>
        </div>
      )}
      {snapshot.matches('requested') && <p role="status">{outcome}</p>}
      {(snapshot.matches('editing') || snapshot.matches('sending')) && (
        <Form label="Shipping address" onSubmit={() => sample.send({ type: 'sample.submit' })}>
          <FormAlert message={failure} />
          <div className="lm-fieldset">
            {FIELDS.map(({ field, label, required, autoComplete, maxLength }) => (
              <TextField
                key={field}
                label={label}
                name={field}
                value={values[field]}
                error={errors[field]}
                required={required}
                autoComplete={autoComplete}
                maxLength={maxLength}
                onChange={(value) => sample.send({ type: 'field.change', field, value })}
              />
            ))}
          </div>
          <div className="lm-product-link__row">
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => sample.send({ type: 'sample.cancel' })}
              disabled={snapshot.hasTag('busy')}
            >
              Cancel
            </button>
            <SubmitButton
              enabled={snapshot.can({ type: 'sample.submit' })}
              busy={snapshot.hasTag('busy')}
              busyLabel="Sending…"
            >
              Send request
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
