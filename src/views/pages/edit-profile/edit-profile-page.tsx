import { useSelector } from '@xstate/react';
import { editProfileMachine } from '../../../machines/edit-profile.machine';
import { FOLLOWER_RANGES } from '../../../domain/form-rules';
import { FieldGroup, Form, FormAlert, SelectField, SubmitButton, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { useField, useFlow, useFormStatus } from '../../components/use-flow';
import { IndustryField } from '../create-account/industry-field';
import '../../components/forms.css';

/** /pages/editProfile/index: the creator's personal details. */
export default function EditProfilePage() {
  const profile = useFlow(editProfileMachine);
  const loading = useSelector(profile, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(profile, (s) => s.matches({ page: 'loadFailed' }));
  const email = useSelector(profile, (s) => s.context.email);
  const handle = useSelector(profile, (s) => s.context.handle);
  const { busy, canSubmit, failure } = useFormStatus(profile, 'profile.save');
  const industries = useSelector(profile, (s) => s.context.industries);
  const industriesState = useSelector(profile, (s) =>
    s.hasTag('industries-loading') ? 'loading' : s.hasTag('industries-failed') ? 'failed' : 'ready',
  );
  const fields = {
    maiNickName: useField(profile, 'maiNickName'),
    maiUserPicture: useField(profile, 'maiUserPicture'),
    firstName: useField(profile, 'firstName'),
    lastName: useField(profile, 'lastName'),
    phone: useField(profile, 'phone'),
    industry: useField(profile, 'industry'),
    numbersOfFollowers: useField(profile, 'numbersOfFollowers'),
  };
  return (
    <section aria-labelledby="edit-profile-form">
      <PageHeader title="Edit Profile" back />
      <div className="lm-auth__card">
        {loading ? (
          <DelayedSpinner />
        ) : loadFailed ? (
          <div className="lm-form">
            <FormAlert message="Your profile could not be loaded." />
            <button type="button" className="lm-button" onClick={() => profile.send({ type: 'profile.retry' })}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <dl className="lm-profile-readonly">
              <dt>Email</dt>
              <dd>{email}</dd>
              <dt>Handle</dt>
              <dd>{handle ? `@${handle}` : 'Not chosen yet'}</dd>
            </dl>
            <Form label="Edit profile" onSubmit={() => profile.send({ type: 'profile.save' })}>
              <span id="edit-profile-form" className="lm-visually-hidden">
                Profile details
              </span>
              <FieldGroup title="Display">
                <TextField label="Display name" autoComplete="nickname" {...fields.maiNickName} />
                <TextField
                  label="Profile picture address"
                  type="url"
                  inputMode="url"
                  placeholder="https://…"
                  {...fields.maiUserPicture}
                />
              </FieldGroup>
              <FieldGroup title="About you">
                <TextField label="First name" autoComplete="given-name" {...fields.firstName} />
                <TextField label="Last name" autoComplete="family-name" {...fields.lastName} />
                <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...fields.phone} />
                <IndustryField
                  industries={industries}
                  state={industriesState}
                  onRetry={() => profile.send({ type: 'industries.retry' })}
                  {...fields.industry}
                />
                <SelectField label="Followers" choices={FOLLOWER_RANGES} {...fields.numbersOfFollowers} />
              </FieldGroup>
              <FormAlert message={failure} />
              <SubmitButton enabled={canSubmit} busy={busy} busyLabel="Saving…">
                Save
              </SubmitButton>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
