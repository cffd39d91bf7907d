import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BLOCK_KINDS, BLOCK_KIND_LABELS, LANDING_LIMITS } from '../../../domain/landing-pages';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import { landingPageEditorMachine, type LandingEditorSnapshot } from '../../../machines/landing-page-editor.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import type { EarnActor } from '../../components/earn-warning';
import { FormAlert, TextAreaField, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { BlockCard } from './landing-block-card';
import { ProductPickerModal } from '../../components/product-picker-modal';
import { LandingPreview } from './landing-preview';
import '../../components/forms.css';
import { LandingNotFound } from './landing-not-found';
import './landing-pages.css';

export type EditorSend = ActorRefFrom<typeof landingPageEditorMachine>['send'];

/** landingPage/create (`?id=` edits a saved page): the block editor (see landing-page-editor.machine.ts). */
export default function LandingEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // Another page's address (or a page just created) starts over with that page.
  return <LandingEditor key={id ?? ''} id={id} />;
}

function LandingEditor({ id }: { id: string | null }) {
  const editor = useAppActorRef(landingPageEditorMachine, { input: { id } });
  useForwardToRuntime(editor);
  // The earn rule's view of the creator: a block that would not earn is flagged, with the missing ids to add.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(editor, (s) => s);
  const send = editor.send;
  const title = id ? 'Edit landing page' : 'New landing page';
  const { failure } = snapshot.context;

  if (snapshot.hasTag('not-found'))
    return <LandingNotFound title={title} message={failure} onBack={() => send({ type: 'editor.done' })} />;
  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title={title} back />
        <LoadError message={failure} onRetry={() => send({ type: 'editor.retry' })} />
      </>
    );
  }
  if (snapshot.matches('loading') || snapshot.matches('starting')) {
    return (
      <>
        <PageHeader title={title} back />
        <DelayedSpinner />
      </>
    );
  }
  return <Editor snapshot={snapshot} send={send} title={title} earn={earn} />;
}

function Editor({
  snapshot,
  send,
  title,
  earn,
}: {
  snapshot: LandingEditorSnapshot;
  send: EditorSend;
  title: string;
  earn: EarnActor;
}) {
  const { draft, problems, failure, page, previewing, dirty } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  const actions = (
    <>
      <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'editor.done' })}>
        Back to landing pages
      </button>
      {page && (
        <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'editor.stats' })}>
          Statistics
        </button>
      )}
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-pressed={previewing}
        onClick={() => send({ type: 'preview.toggle' })}
      >
        {previewing ? 'Hide preview' : 'Preview'}
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'editor.save' })}
        onClick={() => send({ type: 'editor.save' })}
      >
        {snapshot.matches('saving') ? 'Saving…' : page?.published ? 'Save' : 'Save draft'}
      </button>
      {!page?.published && (
        <button
          type="button"
          className="lm-button"
          disabled={!snapshot.can({ type: 'editor.publish' })}
          onClick={() => send({ type: 'editor.publish' })}
        >
          {snapshot.matches('publishing') ? 'Publishing…' : 'Publish'}
        </button>
      )}
    </>
  );
  return (
    <>
      <PageHeader title={title} back actions={actions} />
      <p className="lm-landing-muted" role="status">
        {saving
          ? 'Saving your page…'
          : dirty
            ? 'You have unsaved changes.'
            : page
              ? 'Everything is saved.'
              : 'Nothing is saved yet.'}
      </p>
      {page && (
        <p className="lm-landing-address">
          <span className={`lm-landing-status lm-landing-status--${page.published ? 'published' : 'draft'}`}>
            {page.published ? 'Published' : 'Draft'}
          </span>
          {page.published ? (
            <a href={page.url} target="_blank" rel="noreferrer" data-testid="public-address">
              {page.url}
            </a>
          ) : (
            <span>{page.url} (shows the page once published)</span>
          )}
          <CopyLinkButton url={page.url} />
        </p>
      )}
      <FormAlert message={failure} />
      <div
        className={`lm-landing-editor${previewing ? ' lm-landing-editor--preview' : ''}`}
        aria-busy={snapshot.hasTag('busy')}
      >
        <div className="lm-landing-editor__form">
          <section className="lm-landing-card" aria-label="Page">
            <h2>Page</h2>
            <TextField
              label="Title"
              required
              name="title"
              value={draft.title}
              maxLength={LANDING_LIMITS.title + 10}
              error={problems.title}
              onChange={(value) => send({ type: 'page.change', field: 'title', value })}
            />
            <TextAreaField
              label="Description"
              name="description"
              rows={2}
              value={draft.description}
              error={problems.description}
              hint="Shown under the title and in link previews."
              onChange={(value) => send({ type: 'page.change', field: 'description', value })}
            />
            <TextField
              label="Address"
              name="slug"
              value={draft.slug}
              placeholder="made from the title"
              error={problems.slug}
              hint={draft.slug ? `Your page will be at …/l/${draft.slug}` : 'Leave empty to make it from the title.'}
              onChange={(value) => send({ type: 'page.change', field: 'slug', value })}
            />
          </section>
          <section className="lm-landing-card" aria-label="Blocks">
            <h2>Blocks</h2>
            {problems.blocks && <p className="lm-field__error">{problems.blocks}</p>}
            {draft.blocks.length === 0 ? (
              <p className="lm-landing-muted">
                No blocks yet: add a heading, text, a picture, products, buttons or a list of links below.
              </p>
            ) : (
              <ol className="lm-landing-blocks" aria-label="Blocks in page order">
                {draft.blocks.map((block, index) => (
                  <BlockCard
                    key={block.key}
                    block={block}
                    index={index}
                    last={index === draft.blocks.length - 1}
                    snapshot={snapshot}
                    send={send}
                    earn={earn}
                  />
                ))}
              </ol>
            )}
            <div className="lm-landing-add" role="group" aria-label="Add a block">
              {BLOCK_KINDS.map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={!snapshot.can({ type: 'block.add', kind })}
                  onClick={() => send({ type: 'block.add', kind })}
                >
                  Add {BLOCK_KIND_LABELS[kind].toLowerCase()}
                </button>
              ))}
            </div>
          </section>
        </div>
        {previewing && <LandingPreview draft={draft} />}
      </div>
      {snapshot.hasTag('picker-visible') && snapshot.context.picker && (
        <ProductPickerModal
          picker={snapshot.context.picker}
          searching={snapshot.hasTag('searching')}
          canSearch={snapshot.can({ type: 'picker.search' })}
          send={send}
        />
      )}
    </>
  );
}
