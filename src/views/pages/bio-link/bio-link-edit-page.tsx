import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  BIO_TEXT_MAX,
  DISPLAY_NAME_MAX,
  SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  clicksText,
  type SocialPlatform,
} from '../../../domain/bio-link';
import { draftItems, type HeaderDraft } from '../../../domain/bio-draft-items';
import { HEADER_TITLE_MAX } from '../../../domain/bio-headers';
import { bioLinkEditorMachine, type BioLinkEditorSnapshot } from '../../../machines/bio-link-editor.machine';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import { previewOfDetail, previewOfDraft, type BioLinkDetail } from '../../../machines/bio-link-calls';
import { BioPagePreview } from '../../components/bio-page-preview';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { ButtonRules } from './button-rules';
import { ScheduleBadge } from '../../components/link-row';
import { Form, FormAlert, SelectField, TextAreaField, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { ProductPickerModal } from '../../components/product-picker-modal';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import { BioPageGate } from './bio-page-gate';
import { ChangedElsewhere } from './changed-elsewhere';
import { ButtonThumbnailControls, ButtonThumbnailImage } from './button-thumbnail';
import './bio-link.css';

const PLATFORM_CHOICES = SOCIAL_PLATFORMS.map((value) => ({ value, label: SOCIAL_PLATFORM_LABELS[value] }));

/** home/biolink_edit: the bio page's draft beside its preview, saved together (bio-link-editor.machine.ts). */
export default function BioLinkEditPage() {
  const editor = useAppActorRef(bioLinkEditorMachine);
  useForwardToRuntime(editor);
  // The earn rule's view of the creator, so a retailer address that would not earn is flagged as it is typed.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(editor, (s) => s);
  const { base, failure } = snapshot.context;
  const send = editor.send;

  return (
    <BioPageGate
      title="Edit bio link page"
      snapshot={snapshot}
      loaded={base !== null}
      failure={failure}
      loadingText="Loading your bio link page…"
      noPageText={<p>Create your page first; then add its buttons and social accounts here.</p>}
      onRetry={() => send({ type: 'bioPage.retry' })}
      onCreate={() => send({ type: 'bioPage.create' })}
    >
      {base && <Editor snapshot={snapshot} base={base} send={send} earn={earn} />}
    </BioPageGate>
  );
}

function Editor({
  snapshot,
  base,
  send,
  earn,
}: {
  snapshot: BioLinkEditorSnapshot;
  base: BioLinkDetail;
  send: Send;
  earn: EarnActor;
}) {
  const { draft, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const actions = (
    <>
      <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'editor.done' })}>
        Back to Bio Link
      </button>
      <button
        type="button"
        className="lm-button"
        disabled={!snapshot.can({ type: 'editor.save' })}
        onClick={() => send({ type: 'editor.save' })}
      >
        {snapshot.hasTag('saving') ? 'Saving…' : 'Save'}
      </button>
    </>
  );
  return (
    <>
      <PageHeader title="Edit bio link page" back actions={actions} />
      <p className="lm-bio-muted" role="status">
        {snapshot.hasTag('conflict')
          ? 'Nothing is saved until you choose below.'
          : snapshot.hasTag('saving')
            ? 'Saving your changes…'
            : snapshot.context.dirty
              ? 'You have unsaved changes.'
              : 'Everything is saved.'}
      </p>
      <FormAlert message={failure} />
      {snapshot.hasTag('conflict') && snapshot.context.latest && (
        <ConflictNotice latest={snapshot.context.latest} send={send} />
      )}
      <div className="lm-bio" aria-busy={busy}>
        <BioPagePreview
          draft={{ ...previewOfDetail(base), ...previewOfDraft(draft) }}
          label="Preview of your changes"
        />
        <div className="lm-bio__side">
          <section className="lm-bio-card" aria-label="Name and bio">
            <h2>Name and bio</h2>
            <TextField
              label="Name on the page"
              name="displayName"
              value={draft.profile.displayName}
              maxLength={DISPLAY_NAME_MAX + 10}
              error={snapshot.context.problems.displayName}
              hint={`Shown at the top; empty shows the page title “${base.bioLink.title}”.`}
              onChange={(value) => send({ type: 'editor.profile.change', field: 'displayName', value })}
            />
            <TextAreaField
              label="Bio"
              name="bio"
              value={draft.profile.bio}
              rows={3}
              error={snapshot.context.problems.bio}
              hint={`${draft.profile.bio.length}/${BIO_TEXT_MAX}`}
              onChange={(value) => send({ type: 'editor.profile.change', field: 'bio', value })}
            />
          </section>
          <ButtonsCard snapshot={snapshot} send={send} earn={earn} />
          <SocialCard snapshot={snapshot} send={send} />
        </div>
      </div>
      {snapshot.hasTag('picker-visible') && snapshot.context.picker && (
        <ProductPickerModal
          picker={snapshot.context.picker}
          searching={snapshot.hasTag('searching')}
          canSearch={snapshot.can({ type: 'picker.search' })}
          withPictures
          send={send}
        />
      )}
    </>
  );
}

type Send = ActorRefFrom<typeof bioLinkEditorMachine>['send'];

function ButtonsCard({ snapshot, send, earn }: { snapshot: BioLinkEditorSnapshot; send: Send; earn: EarnActor }) {
  const { draft, newButton, newButtonProblem, problems } = snapshot.context;
  const items = draftItems(draft);
  const last = items.length - 1;
  return (
    <section className="lm-bio-card" aria-label="Buttons">
      <h2>Buttons</h2>
      {problems.buttons && <p className="lm-field__error">{problems.buttons}</p>}
      {items.length === 0 ? (
        <p className="lm-bio-muted">No buttons yet: add the links you want your audience to open.</p>
      ) : (
        <ol className="lm-bio-list" aria-label="Buttons in page order">
          {items.map((item, index) => {
            if ('header' in item)
              return <HeaderItem key={item.header.key} header={item.header} index={index} last={last} send={send} />;
            const b = item.button;
            return (
              <li key={b.key} className="lm-bio-item" data-button={b.title}>
                <ButtonThumbnailImage button={b} />
                <span className="lm-bio-item__text">
                  {b.title}
                  {b.scheduleState ? (
                    <>
                      {' '}
                      <ScheduleBadge state={b.scheduleState} />
                    </>
                  ) : null}
                  <small>
                    {b.url}
                    {b.id ? ` · ${clicksText(b.clicks)}` : ' · not saved yet'}
                    {b.id && b.keepUntagged ? ' · kept untagged (earns no commission)' : ''}
                  </small>
                  {!b.id && (
                    <EarnWarning
                      earn={earn}
                      address={b.url}
                      kept={b.keepUntagged ?? false}
                      what={`“${b.title}”`}
                      onKeep={(keep) => send({ type: 'editor.button.keep', key: b.key, keep })}
                    />
                  )}
                  <ButtonThumbnailControls
                    button={b}
                    uploading={snapshot.context.thumbnailFor === b.key}
                    canUpload={snapshot.matches('editing')}
                    onFile={(file) => send({ type: 'editor.button.thumbnail', key: b.key, file })}
                    onPickProduct={() => send({ type: 'editor.button.pickPicture', key: b.key })}
                    onRemove={() => send({ type: 'editor.button.unthumbnail', key: b.key })}
                  />
                  {b.id && <ButtonRules id={b.id} title={b.title} />}
                </span>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Feature ${b.title}`}
                  aria-pressed={b.featured ?? false}
                  onClick={() => send({ type: 'editor.button.feature', key: b.key, featured: !b.featured })}
                >
                  {b.featured ? '★ Featured' : '☆ Feature'}
                </button>
                <RowMoves
                  name={b.title}
                  index={index}
                  last={last}
                  onMove={(to) => send({ type: 'editor.button.move', key: b.key, to })}
                  onRemove={() => send({ type: 'editor.button.remove', key: b.key })}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Form label="Add a button" onSubmit={() => send({ type: 'editor.button.add' })}>
        <div className="lm-row">
          <TextField
            label="Button label"
            required
            name="buttonTitle"
            value={newButton.title}
            error={newButtonProblem?.field === 'title' ? newButtonProblem.message : null}
            onChange={(value) => send({ type: 'editor.button.draft', field: 'title', value })}
          />
          <TextField
            label="Button address"
            required
            name="buttonUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={newButton.url}
            error={newButtonProblem?.field === 'url' ? newButtonProblem.message : null}
            onChange={(value) => send({ type: 'editor.button.draft', field: 'url', value })}
          />
        </div>
        <EarnWarning
          earn={earn}
          address={newButton.url}
          kept={newButton.keepUntagged}
          what="This button"
          onKeep={(keep) => send({ type: 'editor.button.keepNew', keep })}
        />
        <button type="submit" className="lm-button lm-button--secondary">
          Add button
        </button>
      </Form>
      <HeaderForm snapshot={snapshot} send={send} />
    </section>
  );
}

/** A section header in the list: a heading between buttons on the page, moved and removed like a button. */
/** A row's ↑, ↓ and Remove in the page's list of buttons and headers; `index` counts both. */
function RowMoves({
  name,
  index,
  last,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  last: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-label={`Move ${name} down`}
        disabled={index === last}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button type="button" className="lm-button lm-button--secondary" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </>
  );
}

function HeaderItem({ header, index, last, send }: { header: HeaderDraft; index: number; last: number; send: Send }) {
  const name = `section header ${header.title}`;
  return (
    <li className="lm-bio-item lm-bio-item--header" data-header={header.title}>
      <span className="lm-bio-item__text">
        {header.title}
        <small>Section header</small>
      </span>
      <RowMoves
        name={name}
        index={index}
        last={last}
        onMove={(to) => send({ type: 'editor.header.move', key: header.key, to })}
        onRemove={() => send({ type: 'editor.header.remove', key: header.key })}
      />
    </li>
  );
}

/** Adds a section header after the last button; the creator then moves it to its place. */
function HeaderForm({ snapshot, send }: { snapshot: BioLinkEditorSnapshot; send: Send }) {
  const { newHeader, newHeaderProblem } = snapshot.context;
  return (
    <Form label="Add a section header" onSubmit={() => send({ type: 'editor.header.add' })}>
      <TextField
        label="Section header"
        required
        name="headerTitle"
        value={newHeader}
        maxLength={HEADER_TITLE_MAX + 10}
        error={newHeaderProblem}
        hint="A heading between groups of buttons, e.g. My skincare. It is added at the end: move it into place."
        onChange={(value) => send({ type: 'editor.header.draft', value })}
      />
      <button type="submit" className="lm-button lm-button--secondary">
        Add header
      </button>
    </Form>
  );
}

function SocialCard({ snapshot, send }: { snapshot: BioLinkEditorSnapshot; send: Send }) {
  const { draft, newSocial, newSocialProblem, problems } = snapshot.context;
  return (
    <section className="lm-bio-card" aria-label="Social accounts">
      <h2>Social accounts</h2>
      {problems.social && <p className="lm-field__error">{problems.social}</p>}
      {draft.social.length > 0 && (
        <ul className="lm-bio-list">
          {draft.social.map((s) => (
            <li key={s.platform} className="lm-bio-item">
              <span className="lm-bio-item__text">
                {SOCIAL_PLATFORM_LABELS[s.platform]}
                <small>{s.url}</small>
              </span>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                aria-label={`Remove ${SOCIAL_PLATFORM_LABELS[s.platform]}`}
                onClick={() => send({ type: 'editor.social.remove', platform: s.platform })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Form label="Add a social account" onSubmit={() => send({ type: 'editor.social.add' })}>
        <div className="lm-row">
          <SelectField
            label="Network"
            name="platform"
            required
            choices={PLATFORM_CHOICES}
            value={newSocial.platform}
            onChange={(value) =>
              send({
                type: 'editor.social.draft',
                platform: (value || newSocial.platform) as SocialPlatform,
                url: newSocial.url,
              })
            }
          />
          <TextField
            label="Profile address"
            required
            name="socialUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={newSocial.url}
            error={newSocialProblem}
            onChange={(value) => send({ type: 'editor.social.draft', platform: newSocial.platform, url: value })}
          />
        </div>
        <button type="submit" className="lm-button lm-button--secondary">
          Add social account
        </button>
      </Form>
    </section>
  );
}

function ConflictNotice({ latest, send }: { latest: BioLinkDetail; send: Send }) {
  return (
    <ChangedElsewhere
      title="Your page was changed elsewhere"
      keepLabel="Keep my changes"
      takeLabel="Use the page as it is now"
      send={send}
    >
      Since you opened the editor, your bio link page was changed in another window or on another device. It now has
      these buttons: {latest.buttons.map((b) => b.title).join(', ') || 'none'}; and these social accounts:{' '}
      {latest.socialAccounts
        .map((s) => SOCIAL_PLATFORM_LABELS[s.platform as SocialPlatform] ?? s.platform)
        .join(', ') || 'none'}
      .
    </ChangedElsewhere>
  );
}
