import { BLOCK_KIND_LABELS, LANDING_LIMITS, type BlockDraft } from '../../../domain/landing-pages';
import { formatMoney } from '../../../domain/shop-products';
import type { LandingEditorSnapshot } from '../../../machines/landing-page-editor.machine';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { TextAreaField, TextField } from '../../components/form-field';
import type { EditorSend } from './landing-editor-page';

/** One block of the draft: its kind's fields, its sentence (the editor's or the server's), reorder and remove. */
export function BlockCard(props: {
  block: BlockDraft;
  index: number;
  last: boolean;
  snapshot: LandingEditorSnapshot;
  send: EditorSend;
  earn: EarnActor;
}) {
  const { block, index, last, snapshot, send, earn } = props;
  const name = `Block ${index + 1} (${BLOCK_KIND_LABELS[block.type]})`;
  const problem = snapshot.context.problems[block.key];
  const key = block.key;
  return (
    <li
      className={`lm-landing-block${problem ? ' lm-landing-block--invalid' : ''}`}
      aria-label={name}
      data-block={block.type}
    >
      <header className="lm-landing-block__head">
        <strong>{name}</strong>
        <span className="lm-landing-block__tools">
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => send({ type: 'block.move', key, to: index - 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => send({ type: 'block.move', key, to: index + 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-label={`Remove ${name}`}
            onClick={() => send({ type: 'block.remove', key })}
          >
            Remove
          </button>
        </span>
      </header>
      <BlockFields block={block} snapshot={snapshot} send={send} earn={earn} name={name} />
      {problem && (
        <p className="lm-field__error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

function BlockFields({
  block,
  snapshot,
  send,
  earn,
  name,
}: {
  block: BlockDraft;
  snapshot: LandingEditorSnapshot;
  send: EditorSend;
  earn: EarnActor;
  name: string;
}) {
  const key = block.key;
  const change = (field: 'text' | 'title' | 'url' | 'alt') => (value: string) =>
    send({ type: 'block.change', key, field, value });
  // Where the block's product or retailer address would not earn: what is missing, added right here, or kept untagged.
  const earning = (address: string) => (
    <EarnWarning
      earn={earn}
      address={address}
      kept={block.keepUntagged ?? false}
      what={name}
      onKeep={(keep) => send({ type: 'block.keep', key, keep })}
    />
  );
  switch (block.type) {
    case 'heading':
      return (
        <TextField
          label="Heading"
          required
          name={`${key}-text`}
          value={block.text}
          maxLength={LANDING_LIMITS.heading + 10}
          onChange={change('text')}
        />
      );
    case 'text':
      return (
        <TextAreaField
          label="Text"
          required
          name={`${key}-text`}
          rows={4}
          value={block.text}
          hint={`${block.text.length}/${LANDING_LIMITS.text}`}
          onChange={change('text')}
        />
      );
    case 'image': {
      const uploading = snapshot.context.uploadingKey === key;
      return (
        <>
          <div className="lm-landing-picture">
            {block.media ? (
              <img src={block.media.url} alt={block.alt || 'The chosen picture'} />
            ) : (
              <span className="lm-landing-muted">No picture yet.</span>
            )}
            <label className="lm-button lm-button--secondary">
              {uploading ? 'Uploading…' : block.media ? 'Replace picture' : 'Upload picture'}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="lm-visually-hidden"
                aria-label="Picture"
                disabled={!snapshot.can({ type: 'block.picture', key, file: new Blob() })}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) send({ type: 'block.picture', key, file });
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          <TextField
            label="Alt text"
            name={`${key}-alt`}
            value={block.alt}
            hint="Says what the picture shows, for screen readers."
            onChange={change('alt')}
          />
          <TextField
            label="Opens this address"
            name={`${key}-url`}
            type="url"
            value={block.url}
            placeholder="https://"
            onChange={change('url')}
          />
          {earning(block.url)}
        </>
      );
    }
    case 'product':
      return (
        <div className="lm-landing-product">
          {block.product ? (
            <p>
              <strong>{block.product.title}</strong>
              <small>
                {block.product.source === 'shop' ? 'My Shop' : 'Catalog'}
                {block.product.brand ? ` · ${block.product.brand}` : ''}
                {block.product.price ? ` · ${formatMoney(block.product.price)}` : ''}
              </small>
            </p>
          ) : (
            <p className="lm-landing-muted">No product chosen yet.</p>
          )}
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'picker.open', key })}
            onClick={() => send({ type: 'picker.open', key })}
          >
            {block.product ? 'Change product' : 'Choose product'}
          </button>
          {earning(block.product?.url ?? '')}
        </div>
      );
    case 'button':
      return (
        <div className="lm-row">
          <TextField
            label="Button title"
            required
            name={`${key}-title`}
            value={block.title}
            onChange={change('title')}
          />
          <TextField
            label="Button address"
            required
            name={`${key}-url`}
            type="url"
            value={block.url}
            placeholder="https://"
            onChange={change('url')}
          />
          {earning(block.url)}
        </div>
      );
    case 'links':
      return (
        <>
          <TextField label="List title" name={`${key}-title`} value={block.title} onChange={change('title')} />
          <ol className="lm-landing-links" aria-label="Links of the list">
            {block.links.map((link, index) => (
              <li key={index} className="lm-row">
                <TextField
                  label={`Link ${index + 1} title`}
                  required
                  name={`${key}-link-${index}-title`}
                  value={link.title}
                  onChange={(value) => send({ type: 'block.link.change', key, index, field: 'title', value })}
                />
                <TextField
                  label={`Link ${index + 1} address`}
                  required
                  name={`${key}-link-${index}-url`}
                  type="url"
                  value={link.url}
                  placeholder="https://"
                  onChange={(value) => send({ type: 'block.link.change', key, index, field: 'url', value })}
                />
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Remove link ${index + 1}`}
                  onClick={() => send({ type: 'block.link.remove', key, index })}
                >
                  Remove
                </button>
                <EarnWarning
                  earn={earn}
                  address={link.url}
                  kept={link.keepUntagged ?? false}
                  what={`Link ${index + 1}`}
                  onKeep={(keep) => send({ type: 'block.link.keep', key, index, keep })}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'block.link.add', key })}
            onClick={() => send({ type: 'block.link.add', key })}
          >
            Add link
          </button>
        </>
      );
  }
}
