import { accountPasswordMachine } from '../../../machines/account-password.machine';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';

/**
 * Account info's password: the change form for an account with a password; an account that signs in with Facebook
 * or Apple only is told how to get one.
 */
export function AccountPasswordSection({ hasPassword }: { hasPassword: boolean }) {
  return (
    <section className="lm-account__section" aria-labelledby="account-password">
      <h2 id="account-password" className="lm-account__title">
        Password
      </h2>
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="lm-account__hint">
          You sign in with Facebook or Apple and have no Linkmint password. To get one, sign out and use “Forgot
          password?” on the sign-in page with your email address.
        </p>
      )}
    </section>
  );
}

function PasswordForm() {
  const flow = useFlow(accountPasswordMachine);
  const { busy, canSubmit, failure } = useFormStatus(flow, 'password.save');
  return (
    <Form label="Change password" onSubmit={() => flow.send({ type: 'password.save' })}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...useField(flow, 'currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...useField(flow, 'newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...useField(flow, 'confirmPassword')}
      />
      <p className="lm-account__hint">Your other sessions are signed out when the password changes; this one stays.</p>
      <FormAlert message={failure} />
      <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Changing…">
        Change password
      </SubmitButton>
    </Form>
  );
}
