import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  BUTTON_SHAPES,
  BUTTON_SHAPE_LABELS,
  FONT_FAMILIES,
  FONT_FAMILY_LABELS,
  AVATAR_TYPES,
  type ButtonShape,
  type FontFamily,
} from '../../../domain/bio-link';
import {
  COLOUR_FIELDS,
  bioLinkCustomizeMachine,
  lookPreview,
  storedColours,
  type BioLinkCustomizeSnapshot,
  type ColourField,
} from '../../../machines/bio-link-customize.machine';
import type { BioLinkLook } from '../../../machines/bio-link-calls';
import { BIO_THEME_TABLE } from '../../../domain/bio-themes';
import { BioPagePreview } from '../../components/bio-page-preview';
import { FormAlert, SelectField, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import { BioPageGate } from './bio-page-gate';
import { ChangedElsewhere } from './changed-elsewhere';
import { ThemePicker } from './theme-picker';
import './bio-link.css';

const COLOUR_LABELS: Record<ColourField, string> = {
  backgroundColor: 'Background colour',
  buttonColor: 'Button colour',
  buttonTextColor: 'Button text colour',
};
const SHAPE_CHOICES = BUTTON_SHAPES.map((value) => ({ value, label: BUTTON_SHAPE_LABELS[value] }));
const FONT_CHOICES = FONT_FAMILIES.map((value) => ({ value, label: FONT_FAMILY_LABELS[value] }));

/** home/customize: the bio page's colours, button shape, font and picture (bio-link-customize.machine.ts). */
export default function CustomizePage() {
  const customize = useAppActorRef(bioLinkCustomizeMachine);
  useForwardToRuntime(customize);
  const snapshot = useSelector(customize, (s) => s);
  const { look, failure } = snapshot.context;
  const send = customize.send;

  return (
    <BioPageGate
      title="Customize"
      snapshot={snapshot}
      loaded={look !== null}
      failure={failure}
      loadingText="Loading the look of your page…"
      noPageText={<p>Create your page first; then choose its colours, buttons and font here.</p>}
      onRetry={() => send({ type: 'bioPage.retry' })}
      onCreate={() => send({ type: 'bioPage.create' })}
    >
      {look && <LookEditor snapshot={snapshot} look={look} send={send} />}
    </BioPageGate>
  );
}

type Send = ActorRefFrom<typeof bioLinkCustomizeMachine>['send'];

function LookEditor({ snapshot, look, send }: { snapshot: BioLinkCustomizeSnapshot; look: BioLinkLook; send: Send }) {
  const { draft, problems, failure, avatarProblem, latest } = snapshot.context;
  const stored = storedColours(draft.colours);
  const actions = (
    <>
      <button type="button" className="lm-button lm-button--secondary" onClick={() => send({ type: 'look.done' })}>
        Back to Bio Link
      </button>
      <button
        type="button"
        className="lm-button"
        disabled={!snapshot.can({ type: 'look.save' })}
        onClick={() => send({ type: 'look.save' })}
      >
        {snapshot.hasTag('saving') ? 'Saving…' : 'Save'}
      </button>
    </>
  );
  return (
    <>
      <PageHeader title="Customize" back actions={actions} />
      <FormAlert message={failure ?? problems.look} />
      {snapshot.hasTag('conflict') && latest && <LookConflict latest={latest} send={send} />}
      <div className="lm-bio" aria-busy={snapshot.hasTag('busy')}>
        {/* A new avatar is stored at once, outside the draft: the preview starts again to draw it. */}
        <BioPagePreview key={look.avatarUrl ?? ''} draft={lookPreview(draft)} label="Preview of the look" />
        <div className="lm-bio__side">
          <section className="lm-bio-card" aria-label="Theme presets">
            <ThemePicker value={draft.theme} onSelect={(theme) => send({ type: 'look.theme.select', theme })} />
          </section>
          <section className="lm-bio-card" aria-label="Colours">
            <h2>Colours</h2>
            <p className="lm-bio-muted">
              Type a colour as #hex, rgb(), hsl() or a name; it is stored as the six-digit hex shown under it.
            </p>
            {COLOUR_FIELDS.map((field) => (
              <div key={field} className="lm-bio-colour">
                <TextField
                  label={COLOUR_LABELS[field]}
                  name={field}
                  required
                  value={draft.colours[field]}
                  error={problems[field]}
                  hint={`Stored as ${stored[field]}`}
                  onChange={(value) => send({ type: 'look.colour.change', field, value })}
                />
                <span className="lm-bio-swatch" style={{ background: stored[field] }} aria-hidden="true" />
              </div>
            ))}
          </section>
          <section className="lm-bio-card" aria-label="Buttons and font">
            <h2>Buttons and font</h2>
            <div className="lm-row">
              <SelectField
                label="Button shape"
                name="buttonShape"
                required
                choices={SHAPE_CHOICES}
                value={draft.buttonShape}
                onChange={(value) => value && send({ type: 'look.shape.select', shape: value as ButtonShape })}
              />
              <SelectField
                label="Font"
                name="fontFamily"
                required
                choices={FONT_CHOICES}
                value={draft.fontFamily}
                onChange={(value) => value && send({ type: 'look.font.select', font: value as FontFamily })}
              />
            </div>
          </section>
          <section className="lm-bio-card" aria-label="Picture">
            <h2>Picture</h2>
            <p className="lm-bio-muted">
              A JPEG, PNG or WebP picture of at most 2 MB, shown round at the top of your page.
            </p>
            <div className="lm-bio-actions">
              <label className="lm-button lm-button--secondary">
                {snapshot.hasTag('uploading') ? 'Uploading…' : 'Upload a picture'}
                <input
                  type="file"
                  accept={AVATAR_TYPES.join(',')}
                  hidden
                  disabled={!snapshot.matches('editing')}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) send({ type: 'look.avatar.choose', file });
                  }}
                />
              </label>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!snapshot.can({ type: 'look.avatar.remove' })}
                onClick={() => send({ type: 'look.avatar.remove' })}
              >
                Remove picture
              </button>
            </div>
            {avatarProblem && (
              <p className="lm-field__error" role="alert">
                {avatarProblem}
              </p>
            )}
            {draft.removeAvatar && <p className="lm-bio-muted">The picture is taken off when you save.</p>}
          </section>
        </div>
      </div>
    </>
  );
}

function LookConflict({ latest, send }: { latest: BioLinkLook; send: Send }) {
  return (
    <ChangedElsewhere
      title="Your look was changed elsewhere"
      keepLabel="Keep my look"
      takeLabel="Use the look as it is now"
      send={send}
    >
      Since you opened Customize, the look of your page was changed in another window or on another device. It is now:
      the {BIO_THEME_TABLE[latest.theme].name} theme, background {latest.backgroundColor}, buttons {latest.buttonColor}{' '}
      with {latest.buttonTextColor} text, {BUTTON_SHAPE_LABELS[latest.buttonShape].toLowerCase()} buttons,{' '}
      {FONT_FAMILY_LABELS[latest.fontFamily].toLowerCase()} font. Nothing was saved.
    </ChangedElsewhere>
  );
}
