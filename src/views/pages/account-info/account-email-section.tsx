import { useSelector } from '@xstate/react';
import { accountEmailMachine } from '../../../machines/account-email.machine';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';

/** Account info's email: the address on file and Change email (a code to the new address confirms it). */
export function AccountEmailSection({ email }: { email: string }) {
  const flow = useFlow(accountEmailMachine, { email });
  const current = useSelector(flow, (s) => s.context.email);
  const step = useSelector(flow, (s) =>
    s.matches('showing') ? 'showing' : s.matches('address') || s.matches('sendingCode') ? 'address' : 'code',
  );
  const pending = useSelector(flow, (s) => s.context.values.newEmail.trim());
  const address = useFormStatus(flow, 'email.sendCode');
  const code = useFormStatus(flow, 'email.save');
  const newEmail = useField(flow, 'newEmail');
  const codeField = useField(flow, 'code');
  return (
    <section className="lm-account__section" aria-labelledby="account-email">
      <h2 id="account-email" className="lm-account__title">
        Email
      </h2>
      <p className="lm-account__value" data-testid="account-email">
        {current || 'No email address yet.'}
      </p>
      {step === 'showing' && (
        <button
          type="button"
          className="lm-button lm-button--secondary"
          onClick={() => flow.send({ type: 'email.edit' })}
        >
          Change email
        </button>
      )}
      {step === 'address' && (
        <Form label="Change email" onSubmit={() => flow.send({ type: 'email.sendCode' })}>
          <TextField label="New email address" type="email" autoComplete="email" required autoFocus {...newEmail} />
          <FormAlert message={address.failure} />
          <div className="lm-row">
            <SubmitButton enabled={address.canSubmit} busy={address.busy} busyLabel="Sending the code…">
              Send code
            </SubmitButton>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => flow.send({ type: 'email.cancel' })}
            >
              Cancel
            </button>
          </div>
        </Form>
      )}
      {step === 'code' && (
        <Form label="Confirm the new email address" onSubmit={() => flow.send({ type: 'email.save' })}>
          <p className="lm-account__hint">Enter the 6-digit code we sent to {pending}.</p>
          <TextField
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            {...codeField}
          />
          <FormAlert message={code.failure} />
          <div className="lm-row">
            <SubmitButton enabled={code.canSubmit} busy={code.busy} busyLabel="Saving…">
              Save email
            </SubmitButton>
            <button type="button" className="lm-link" onClick={() => flow.send({ type: 'email.back' })}>
              Use another address or send a new code
            </button>
            <button
              type="button"
              className="lm-button lm-button--secondary"
              onClick={() => flow.send({ type: 'email.cancel' })}
            >
              Cancel
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
