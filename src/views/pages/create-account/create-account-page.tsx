import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { REGISTRATION_CHECKED, registrationMachine } from '../../../machines/registration.machine';
import { CONTACT_METHODS, FOLLOWER_RANGES, PLATFORMS } from '../../../domain/form-rules';
import { LOGIN_PATH } from '../../../domain/spec-constants';
import { FieldGroup, Form, FormAlert, SelectField, SubmitButton, TextField } from '../../components/form-field';
import { SignInCard } from '../../components/sign-in-card';
import { useCheckedField, useField, useFlow, useFormStatus } from '../../components/use-flow';
import { IndustryField } from './industry-field';

/** Under an empty handle: it is optional here, but the app asks for it (Additional Info) before anything else. */
const HANDLE_LATER_HINT = 'Your bio page address. You can also choose it right after signing up.';

/** /pages/createAccount/index: every field of the registration payload, with live availability checks. */
export default function CreateAccountPage() {
  const [params] = useSearchParams();
  const registration = useFlow(registrationMachine, { referCode: params.get('referCode') ?? undefined });
  const { busy, canSubmit, failure } = useFormStatus(registration, 'registration.submit');
  const checked = (name: string) => useCheckedField(registration, name, REGISTRATION_CHECKED);
  const handle = checked('handle');
  const industries = useSelector(registration, (s) => s.context.industries);
  const industriesState = useSelector(registration, (s) =>
    s.hasTag('industries-loading') ? 'loading' : s.hasTag('industries-failed') ? 'failed' : 'ready',
  );
  return (
    <SignInCard
      wide
      title="Create your Linkmint account"
      lead="Fields marked * are needed; the rest can be added later from Account info."
      footer={
        <>
          <span>Already have an account?</span>
          <Link to={LOGIN_PATH}>Sign in</Link>
        </>
      }
    >
      <Form label="Create account" onSubmit={() => registration.send({ type: 'registration.submit' })}>
        <FieldGroup title="Your account">
          <TextField label="User name" autoComplete="username" required autoFocus {...checked('username')} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...checked('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            {...useField(registration, 'password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            {...useField(registration, 'confirmPassword')}
          />
          <TextField label="Handle" placeholder="jane.picks" {...handle} hint={handle.hint ?? HANDLE_LATER_HINT} />
        </FieldGroup>
        <FieldGroup title="About you">
          <TextField label="First name" autoComplete="given-name" {...useField(registration, 'firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...useField(registration, 'lastName')} />
          <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...checked('phone')} />
          <SelectField
            label="Preferred contact"
            choices={CONTACT_METHODS}
            {...useField(registration, 'perferredContact')}
          />
        </FieldGroup>
        <FieldGroup title="Your audience">
          <IndustryField
            industries={industries}
            state={industriesState}
            onRetry={() => registration.send({ type: 'industries.retry' })}
            {...useField(registration, 'industry')}
          />
          <SelectField label="Followers" choices={FOLLOWER_RANGES} {...useField(registration, 'numbersOfFollowers')} />
          <SelectField label="Primary platform" choices={PLATFORMS} {...useField(registration, 'primaryPlatform')} />
          <TextField label="Name on that platform" {...useField(registration, 'primaryPlatformHandle')} />
        </FieldGroup>
        <FieldGroup title="Storefronts and tracking">
          <TextField
            label="Amazon tracking ID"
            placeholder="janedoe-20"
            {...useField(registration, 'amazonTrackingId')}
          />
          <TextField
            label="Amazon storefront"
            type="url"
            inputMode="url"
            placeholder="https://www.amazon.com/shop/…"
            {...useField(registration, 'amazonStoreFrontUrl')}
          />
          <TextField
            label="Target storefront"
            type="url"
            inputMode="url"
            {...useField(registration, 'targetStoreFrontUrl')}
          />
          <TextField
            label="Walmart storefront"
            type="url"
            inputMode="url"
            {...useField(registration, 'walmartStoreFrontUrl')}
          />
          <TextField label="Referral code" {...useField(registration, 'referCode')} />
        </FieldGroup>
        <FormAlert message={failure} />
        <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
      </Form>
    </SignInCard>
  );
}
