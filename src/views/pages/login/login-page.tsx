import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { loginMachine } from '../../../machines/login.machine';
import { signInProvidersMachine } from '../../../machines/sign-in-providers.machine';
import { CREATE_ACCOUNT_PATH, FACEBOOK_LOGIN_PATH, FORGOT_PASSWORD_PATH } from '../../../domain/spec-constants';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { SignInCard } from '../../components/sign-in-card';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';

/**
 * /pages/login/index: sign in with a user name or email and password; Continue with Facebook only once the server
 * says it offers Facebook sign-in.
 */
export default function LoginPage() {
  const login = useFlow(loginMachine);
  const providers = useFlow(signInProvidersMachine);
  const facebook = useSelector(providers, (s) => s.context.providers.facebook);
  const { busy, canSubmit, failure } = useFormStatus(login, 'login.submit');
  return (
    <SignInCard
      title="Sign in"
      lead="Welcome back. Sign in to manage your links, bio page and earnings."
      footer={
        <>
          <span>New to Linkmint?</span>
          <Link to={CREATE_ACCOUNT_PATH}>Create an account</Link>
        </>
      }
    >
      <Form label="Sign in" onSubmit={() => login.send({ type: 'login.submit' })}>
        <TextField
          label="User name or email"
          autoComplete="username"
          required
          autoFocus
          {...useField(login, 'username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...useField(login, 'password')}
        />
        <div className="lm-row" style={{ justifyContent: 'flex-end' }}>
          <Link className="lm-link" to={FORGOT_PASSWORD_PATH}>
            Forgot password?
          </Link>
        </div>
        <FormAlert message={failure} />
        <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Form>
      {facebook && (
        <>
          <div className="lm-auth__divider">or</div>
          <Link
            className="lm-button lm-button--secondary lm-form__submit"
            style={{ display: 'block', textAlign: 'center' }}
            to={FACEBOOK_LOGIN_PATH}
          >
            Continue with Facebook
          </Link>
        </>
      )}
    </SignInCard>
  );
}
