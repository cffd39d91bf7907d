import { useSelector } from '@xstate/react';
import { BIO_TITLE_MAX } from '../../../domain/bio-link';
import { bioLinkCreateMachine } from '../../../machines/bio-link-create.machine';
import { Form, FormAlert, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef, useSession } from '../../shell/app-runtime';
import '../../components/forms.css';
import './bio-link.css';

/** home/index_new: the first bio page (bio-link-create.machine.ts). */
export default function BioLinkNewPage() {
  return <FirstBioPage intro="Your bio link page is the one address you put in your Instagram bio." />;
}

/** home/indexFb: the same first page for a creator who came through Facebook. */
export function BioLinkNewFacebookPage() {
  return (
    <FirstBioPage intro="Your bio link page is the one address you put in your Facebook Page's About section and your Instagram bio." />
  );
}

function FirstBioPage({ intro }: { intro: string }) {
  const handle = useSession().userInfo?.handle ?? '';
  const creator = useAppActorRef(bioLinkCreateMachine, { input: { handle } });
  useForwardToRuntime(creator);
  const snapshot = useSelector(creator, (s) => s);
  const { title, problem, failure } = snapshot.context;

  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title="Create your bio link page" back />
        <LoadError message={failure} onRetry={() => creator.send({ type: 'create.retry' })} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Create your bio link page" back />
      <section className="lm-bio-card" aria-label="Your bio link page">
        <p>{intro}</p>
        <p className="lm-bio-muted">
          It lives at <code>/b/{handle || 'your-handle'}</code> and lists your name, a short bio, your social accounts
          and a button for each link; every button counts its clicks. You can change the name, bio, buttons and look
          after creating it.
        </p>
        {snapshot.matches('checking') ? (
          <p className="lm-bio-muted" role="status">
            Checking your account…
          </p>
        ) : (
          <Form label="Create your bio link page" onSubmit={() => creator.send({ type: 'create.submit' })}>
            <FormAlert message={failure} />
            <TextField
              label="Page title"
              name="title"
              required
              value={title}
              maxLength={BIO_TITLE_MAX + 10}
              error={problem}
              hint="The name of your page in the browser tab and in link previews when it is shared. The name at the top of the page is set in Edit page; until you set one, this title shows there too."
              onChange={(value) => creator.send({ type: 'create.title.change', value })}
            />
            <button type="submit" className="lm-button lm-form__submit" disabled={snapshot.hasTag('busy')}>
              {snapshot.hasTag('busy') ? 'Creating…' : 'Create page'}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
