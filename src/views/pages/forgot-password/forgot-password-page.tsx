import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { codeInput } from '../../../domain/form-rules';
import { CODE_INPUT_MAX_LENGTH, LOGIN_PATH } from '../../../domain/spec-constants';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { SignInCard } from '../../components/sign-in-card';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';

/** /pages/forgotPassword/index: email, then the 6-digit code, then a new password. */
export default function ForgotPasswordPage() {
  const forgot = useFlow(forgotPasswordMachine);
  const step = useSelector(forgot, (s) =>
    s.matches('email') || s.matches('sendingCode') ? 'email' : s.matches('code') ? 'code' : 'password',
  );
  const email = useSelector(forgot, (s) => s.context.values.email);
  const emailField = useField(forgot, 'email');
  const codeField = useField(forgot, 'code');
  const newPassword = useField(forgot, 'newPassword');
  const confirm = useField(forgot, 'confirmPassword');
  const submit = step === 'email' ? 'forgot.sendCode' : step === 'code' ? 'forgot.verifyCode' : 'forgot.resetPassword';
  const { busy, canSubmit, failure } = useFormStatus(forgot, submit);
  const secondsLeft = useSelector(forgot, (s) => s.context.secondsLeft);
  const canResend = useSelector(forgot, (s) => s.can({ type: 'forgot.resendCode' }));
  const footer = <Link to={LOGIN_PATH}>Back to sign in</Link>;

  if (step === 'email') {
    return (
      <SignInCard
        title="Reset your password"
        lead="Enter the email address of your account and we will send you a 6-digit code."
        footer={footer}
      >
        <Form label="Send a code" onSubmit={() => forgot.send({ type: 'forgot.sendCode' })}>
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            autoFocus
            {...emailField}
          />
          <FormAlert message={failure} />
          <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Sending…">
            Send code
          </SubmitButton>
        </Form>
      </SignInCard>
    );
  }
  if (step === 'code') {
    return (
      <SignInCard
        title="Enter the code"
        lead={`We sent a 6-digit code to ${email}. It is valid for 10 minutes.`}
        footer={footer}
      >
        <Form label="Check the code" onSubmit={() => forgot.send({ type: 'forgot.verifyCode' })}>
          <TextField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_INPUT_MAX_LENGTH}
            required
            autoFocus
            {...codeField}
            onChange={(value) => codeField.onChange(codeInput(value, CODE_INPUT_MAX_LENGTH))}
          />
          <div className="lm-row" style={{ justifyContent: 'space-between' }}>
            <button type="button" className="lm-link" onClick={() => forgot.send({ type: 'forgot.changeEmail' })}>
              Use another email
            </button>
            <button
              type="button"
              className="lm-link"
              disabled={!canResend}
              onClick={() => forgot.send({ type: 'forgot.resendCode' })}
            >
              {canResend ? 'Send a new code' : `Send a new code in ${secondsLeft} s`}
            </button>
          </div>
          <FormAlert message={failure} />
          <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Checking…">
            Continue
          </SubmitButton>
        </Form>
      </SignInCard>
    );
  }
  return (
    <SignInCard
      title="Choose a new password"
      lead="Use at least 8 characters with a letter and a digit."
      footer={footer}
    >
      <Form label="Set the new password" onSubmit={() => forgot.send({ type: 'forgot.resetPassword' })}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          {...newPassword}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...confirm} />
        <FormAlert message={failure} />
        <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Saving…">
          Reset password
        </SubmitButton>
      </Form>
    </SignInCard>
  );
}
