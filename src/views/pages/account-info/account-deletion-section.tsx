import { useSelector } from '@xstate/react';
import { accountDeletionMachine } from '../../../machines/account-deletion.machine';
import { DELETE_CONFIRMATION } from '../../../domain/form-rules';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';

/** Account info's Delete account, with its confirmation dialog (DELETE, and the password or an emailed code). */
export function AccountDeletionSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const flow = useFlow(accountDeletionMachine, { hasPassword, email });
  const open = useSelector(flow, (s) => s.hasTag('dialog-visible'));
  const sendingCode = useSelector(flow, (s) => s.matches({ open: 'sendingCode' }));
  const { busy, canSubmit, failure } = useFormStatus(flow, 'deletion.confirm');
  const confirm = useField(flow, 'confirm');
  const password = useField(flow, 'password');
  const code = useField(flow, 'code');
  const cancel = () => flow.send({ type: 'deletion.cancel' });
  return (
    <section className="lm-account__section lm-account__section--danger" aria-labelledby="account-deletion">
      <h2 id="account-deletion" className="lm-account__title">
        Delete account
      </h2>
      <p className="lm-account__hint">
        Deleting your account removes your shop, links, bio page, landing pages, galleries and collages for good, signs
        you out everywhere and cancels your plan. It cannot be undone.
      </p>
      <button
        type="button"
        className="lm-button lm-account__danger"
        onClick={() => flow.send({ type: 'deletion.open' })}
      >
        Delete account
      </button>
      {open && (
        <Modal label="Delete your account?" width={420} onEscape={cancel}>
          <h2 className="lm-modal__title">Delete your account?</h2>
          <Form label="Confirm account deletion" onSubmit={() => flow.send({ type: 'deletion.confirm' })}>
            <p className="lm-account__hint">
              Everything in your Linkmint account is erased. Your links stop working at once.
            </p>
            <TextField
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              required
              autoFocus
              autoComplete="off"
              {...confirm}
            />
            {hasPassword ? (
              <TextField label="Your password" type="password" autoComplete="current-password" required {...password} />
            ) : (
              <>
                <p className="lm-account__hint">We confirm with a code sent to {email || 'your email address'}.</p>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={sendingCode}
                  onClick={() => flow.send({ type: 'deletion.sendCode' })}
                >
                  {sendingCode ? 'Sending…' : 'Email me a code'}
                </button>
                <TextField
                  label="Code from the email"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  {...code}
                />
              </>
            )}
            <FormAlert message={failure} />
            <div className="lm-row">
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={busy && !sendingCode}
                onClick={cancel}
              >
                Cancel
              </button>
              <SubmitButton enabled={canSubmit} busy={busy && !sendingCode} busyLabel="Deleting…">
                Delete my account
              </SubmitButton>
            </div>
          </Form>
        </Modal>
      )}
    </section>
  );
}
