import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { CONNECT_CHECKED, connectAccountMachine } from '../../../machines/connect-account.machine';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { SignInCard } from '../../components/sign-in-card';
import { useCheckedField, useField, useFlow, useFormStatus } from '../../components/use-flow';

/** /pages/connectAccount/index?userType=1|2&referCode=…: give a Facebook or Apple sign-in its shop. */
export default function ConnectAccountPage() {
  const [params] = useSearchParams();
  const connect = useFlow(connectAccountMachine, {
    userType: Number(params.get('userType') ?? '1'),
    referCode: params.get('referCode') ?? undefined,
  });
  const mode = useSelector(connect, (s) =>
    s.matches({ flow: 'existing' }) || s.matches({ flow: 'binding' }) ? 'existing' : 'newShop',
  );
  const provider = useSelector(connect, (s) => (s.context.provider === 'apple' ? 'Apple' : 'Facebook'));
  const { busy, canSubmit, failure } = useFormStatus(connect, 'connect.submit');
  const handle = useCheckedField(connect, 'handle', CONNECT_CHECKED);
  const email = useCheckedField(connect, 'email', CONNECT_CHECKED);
  const firstName = useField(connect, 'firstName');
  const lastName = useField(connect, 'lastName');
  const referCode = useField(connect, 'referCode');
  const username = useField(connect, 'username');
  const password = useField(connect, 'password');
  return (
    <SignInCard
      title="Connect your account"
      lead={`You signed in with ${provider}. Create your Linkmint shop, or connect an account you already have.`}
      footer={
        <button type="button" className="lm-link" onClick={() => connect.send({ type: 'session.logout' })}>
          Use another account (log out)
        </button>
      }
    >
      <div className="lm-tabs" role="tablist" aria-label="How to connect">
        <button
          type="button"
          role="tab"
          className="lm-tabs__tab"
          aria-selected={mode === 'newShop'}
          disabled={busy}
          onClick={() => connect.send({ type: 'connect.createNew' })}
        >
          New shop
        </button>
        <button
          type="button"
          role="tab"
          className="lm-tabs__tab"
          aria-selected={mode === 'existing'}
          disabled={busy}
          onClick={() => connect.send({ type: 'connect.useExisting' })}
        >
          I have an account
        </button>
      </div>
      {mode === 'newShop' ? (
        <Form label="Create a new shop" onSubmit={() => connect.send({ type: 'connect.submit' })}>
          <TextField label="Handle" required autoFocus placeholder="jane.picks" {...handle} />
          <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...email} />
          <div className="lm-row">
            <TextField label="First name" autoComplete="given-name" {...firstName} />
            <TextField label="Last name" autoComplete="family-name" {...lastName} />
          </div>
          <TextField label="Referral code" {...referCode} />
          <FormAlert message={failure} />
          <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Creating your shop…">
            Create shop
          </SubmitButton>
        </Form>
      ) : (
        <Form label="Connect an existing account" onSubmit={() => connect.send({ type: 'connect.submit' })}>
          <TextField label="User name or email" autoComplete="username" required autoFocus {...username} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...password} />
          <FormAlert message={failure} />
          <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Connecting…">
            Connect account
          </SubmitButton>
        </Form>
      )}
    </SignInCard>
  );
}
