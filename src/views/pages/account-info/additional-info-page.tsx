import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { ADDITIONAL_CHECKED, additionalInfoMachine } from '../../../machines/additional-info.machine';
import { FOLLOWER_RANGES, PLATFORMS } from '../../../domain/form-rules';
import { isForcedProfileRoute } from '../../../domain/routes';
import { FieldGroup, Form, FormAlert, SelectField, SubmitButton, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { useCheckedField, useField, useFlow, useFormStatus } from '../../components/use-flow';
import { IndustryField } from '../create-account/industry-field';
import { AccountSections } from './account-sections';
import '../../components/forms.css';

/**
 * /pages/additional/index: Account info, the creator's account page (profile, email, password, tracking IDs,
 * referral, deletion); with isForce=1 and no handle yet, only the profile form, which must be completed.
 */
export default function AdditionalInfoPage() {
  const location = useLocation();
  const additional = useFlow(additionalInfoMachine, {
    isForce: isForcedProfileRoute(`${location.pathname}${location.search}`),
  });
  const forced = useSelector(additional, (s) => s.hasTag('forced'));
  const loading = useSelector(additional, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(additional, (s) => s.matches({ page: 'loadFailed' }));
  const canLeave = useSelector(additional, (s) => s.can({ type: 'additional.leave' }));
  const { busy, canSubmit, failure } = useFormStatus(additional, 'additional.submit');
  const industries = useSelector(additional, (s) => s.context.industries);
  const industriesState = useSelector(additional, (s) =>
    s.hasTag('industries-loading') ? 'loading' : s.hasTag('industries-failed') ? 'failed' : 'ready',
  );
  const handle = useCheckedField(additional, 'handle', ADDITIONAL_CHECKED);
  const industry = useField(additional, 'industry');
  const followers = useField(additional, 'numbersOfFollowers');
  const platform = useField(additional, 'primaryPlatform');
  const platformHandle = useField(additional, 'primaryPlatformHandle');
  const trackingId = useField(additional, 'amazonTrackingId');
  const displayName = useField(additional, 'maiNickName');
  const logout = (
    <button type="button" className="lm-link" onClick={() => additional.send({ type: 'session.logout' })}>
      Log out
    </button>
  );
  const accountPage = useSelector(additional, (s) => s.matches({ mode: 'optional' }));
  return (
    <section className="lm-auth lm-auth--wide" aria-labelledby="additional-title">
      <PageHeader title={accountPage ? 'Account info' : 'Additional Info'} actions={logout} />
      <div className="lm-auth__card">
        <h2 id="additional-title" className="lm-auth__title">
          {forced ? 'Finish setting up your profile' : 'Profile'}
        </h2>
        <p className="lm-auth__lead">
          {forced
            ? 'Choose your handle to continue: it is the address of your bio page. The rest helps brands find you.'
            : 'Your handle is the address of your bio page; the rest helps brands find you.'}
        </p>
        {loading ? (
          <DelayedSpinner />
        ) : loadFailed ? (
          <div className="lm-form">
            <FormAlert message="Your profile could not be loaded." />
            <button type="button" className="lm-button" onClick={() => additional.send({ type: 'additional.retry' })}>
              Try again
            </button>
          </div>
        ) : (
          <Form label="Additional info" onSubmit={() => additional.send({ type: 'additional.submit' })}>
            <TextField label="Display name" maxLength={50} placeholder="Jane Doe" {...displayName} />
            <TextField label="Handle" required autoFocus={forced} placeholder="jane.picks" {...handle} />
            <FieldGroup title="Your audience">
              <IndustryField
                industries={industries}
                state={industriesState}
                onRetry={() => additional.send({ type: 'industries.retry' })}
                {...industry}
              />
              <SelectField label="Followers" choices={FOLLOWER_RANGES} {...followers} />
              <SelectField label="Primary platform" choices={PLATFORMS} {...platform} />
              <TextField label="Name on that platform" {...platformHandle} />
              <TextField label="Amazon tracking ID" placeholder="janedoe-20" {...trackingId} />
            </FieldGroup>
            <FormAlert message={failure} />
            <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Saving…">
              {forced ? 'Save and continue' : 'Save'}
            </SubmitButton>
            {canLeave && (
              <button
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => additional.send({ type: 'additional.leave' })}
              >
                Cancel
              </button>
            )}
          </Form>
        )}
      </div>
      {accountPage && <AccountSections />}
    </section>
  );
}
