import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Actor } from 'xstate';
import {
  COLLAGE_DELETE_CONFIRM,
  collagePath,
  COLLAGE_PREFERENCE_PATH,
  COLLAGE_TEXTS,
  pictureLabel,
} from '../../../domain/collage-pages';
import { ADD_PRODUCT_PATH } from '../../../domain/shop-products';
import { collageBuilderMachine, type CollageBuilderSnapshot } from '../../../machines/collage-builder.machine';
import { earnSettingsMachine } from '../../../machines/earn-settings.machine';
import type { CollagePicture } from '../../../machines/collage-calls';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { EarnWarning, type EarnActor } from '../../components/earn-warning';
import { EmptyState } from '../../components/empty-state';
import { FormAlert, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../link-pages/link-pages.css';
import './collages.css';
import { CollageLookFields } from './collage-look-fields';

type BuilderActor = Actor<typeof collageBuilderMachine>;

/** The AI collage builder (create panel's 'Create an AI Collage'; ?id= a saved collage): collage-builder.machine.ts. */
export default function CollageBuilderPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <CollageBuilder key={id ?? 'new'} collageId={id} />;
}

function CollageBuilder({ collageId }: { collageId: string | null }) {
  const builder = useAppActorRef(collageBuilderMachine, { input: { collageId } });
  useForwardToRuntime(builder);
  // The earn rule's view of the creator: a picked product that would not earn is flagged, with the missing ids to add.
  const earn = useAppActorRef(earnSettingsMachine);
  useForwardToRuntime(earn);
  const snapshot = useSelector(builder, (s) => s);
  useDeleteConfirmation(builder, snapshot.hasTag('confirm-visible'), COLLAGE_DELETE_CONFIRM);
  const { failure, collage } = snapshot.context;
  // While the confirm dialog asks about a collage of the strip, the picking panel stays behind it.
  const picking =
    snapshot.matches('picking') || snapshot.matches('creating') || (snapshot.hasTag('confirm-visible') && !collage);
  return (
    <>
      <PageHeader
        title="AI Collage"
        back
        actions={
          <Link className="lm-button lm-button--secondary" to={COLLAGE_PREFERENCE_PATH}>
            Preference
          </Link>
        }
      />
      <p className="lm-collage-note" data-testid="collage-automatic">
        {COLLAGE_TEXTS.automatic}
      </p>
      {snapshot.matches('loading') && <DelayedSpinner />}
      {snapshot.matches('failed') && (
        <LoadError message={failure} onRetry={() => builder.send({ type: 'builder.retry' })} />
      )}
      {snapshot.matches('missing') && (
        <EmptyState icon="links" title={COLLAGE_TEXTS.missing}>
          <button type="button" className="lm-button" onClick={() => builder.send({ type: 'collage.new' })}>
            Make a new collage
          </button>
        </EmptyState>
      )}
      {picking && <Picking snapshot={snapshot} builder={builder} earn={earn} />}
      {collage && !picking && <Adjusting snapshot={snapshot} builder={builder} earn={earn} />}
      {collage && !picking && <ClickBreakdownPanel key={collage.id} scope="collage" id={collage.id} />}
    </>
  );
}

function Picking({
  snapshot,
  builder,
  earn,
}: {
  snapshot: CollageBuilderSnapshot;
  builder: BuilderActor;
  earn: EarnActor;
}) {
  const { products, picked, pictures, names, keep, library, title, maxItems, recent, failure } = snapshot.context;
  const creating = snapshot.matches('creating');
  return (
    <>
      <section className="lm-panel" aria-label="Pick products">
        <h2 className="lm-panel__title">
          Pick 2 to {maxItems} products of My Shop ({picked.length} picked)
        </h2>
        <p className="lm-panel__lead">
          Show a product by one of your uploaded pictures (upload them in a link gallery) and its shape steers the
          layout; otherwise it is a card.
        </p>
        <TextField
          label="Collage title"
          name="title"
          required
          value={title}
          maxLength={120}
          onChange={(value) => builder.send({ type: 'collage.title.change', value })}
        />
        {products.length === 0 ? (
          <EmptyState icon="plus" title="No products in My Shop yet" level={3} compact>
            <p>A collage shows products of your shop. Add some by their retailer address or from the catalog.</p>
            <Link className="lm-button" to={ADD_PRODUCT_PATH}>
              Add products
            </Link>
          </EmptyState>
        ) : (
          <ul className="lm-plist__items" aria-label="Products of My Shop">
            {products.map((product) => {
              const position = picked.indexOf(product.id);
              const on = position >= 0;
              const full = !on && picked.length >= maxItems;
              return (
                <li key={product.id} className="lm-plist__item">
                  <label className={`lm-pick${on ? ' lm-pick--on' : ''}`}>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={creating || full}
                      onChange={() => builder.send({ type: 'collage.product.toggle', productId: product.id })}
                    />
                    <span className="lm-product">
                      <span className="lm-product__title">{product.title}</span>
                      <span className="lm-product__meta">
                        {on ? `Tile ${position + 1}` : full ? `At most ${maxItems} products` : 'Not picked'}
                      </span>
                    </span>
                  </label>
                  {on && (
                    <ProductChoices
                      name={names[product.id] ?? product.title}
                      url={product.url}
                      title={product.title}
                      kept={keep[product.id] ?? false}
                      earn={earn}
                      disabled={creating}
                      onName={(value) => builder.send({ type: 'collage.product.name', productId: product.id, value })}
                      onKeep={(value) =>
                        builder.send({ type: 'collage.product.keep', productId: product.id, keep: value })
                      }
                    />
                  )}
                  {on && library.length > 0 && (
                    <label className="lm-collage-picture-choice">
                      Shown as
                      <select
                        aria-label={`Picture of ${product.title}`}
                        value={pictures[product.id] ?? ''}
                        disabled={creating}
                        onChange={(e) =>
                          builder.send({
                            type: 'collage.picture.choose',
                            productId: product.id,
                            mediaId: e.target.value || null,
                          })
                        }
                      >
                        <option value="">A card with its brand, title and price</option>
                        {library.map((picture, i) => (
                          <option key={picture.id} value={picture.id}>
                            {pictureLabel(picture, i + 1)}
                          </option>
                        ))}
                      </select>
                      <ChosenPicture picture={library.find((p) => p.id === pictures[product.id])} />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <FormAlert message={failure} />
        <div className="lm-collage-actions">
          <button
            type="button"
            className="lm-button"
            disabled={creating}
            aria-busy={creating || undefined}
            onClick={() => builder.send({ type: 'collage.create' })}
          >
            {creating ? 'Laying it out…' : 'Make the collage'}
          </button>
        </div>
      </section>
      {recent.length > 0 && (
        <section className="lm-panel" aria-label="Your collages">
          <h2 className="lm-panel__title">Your collages</h2>
          <ul className="lm-collage-recent">
            {recent.map((collage) => (
              <li key={collage.id}>
                <Link to={collagePath(collage.id)} aria-label={`Open ${collage.title}`}>
                  <img src={collage.imageUrl} alt="" loading="lazy" />
                </Link>
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  aria-label={`Delete ${collage.title}`}
                  disabled={!snapshot.can({ type: 'collage.delete.request', id: collage.id })}
                  onClick={() => builder.send({ type: 'collage.delete.request', id: collage.id })}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ChosenPicture({ picture }: { picture: CollagePicture | undefined }) {
  return picture ? <img src={picture.thumbnailUrl ?? picture.url} alt="" /> : null;
}

/** A product's name in the collage (editable: one added by its address is named after it) and, where it would not earn, the earn warning. */
function ProductChoices(props: {
  name: string;
  title: string;
  url: string | undefined;
  kept: boolean;
  earn: EarnActor;
  disabled: boolean;
  onName(value: string): void;
  onKeep(keep: boolean): void;
}) {
  return (
    <div className="lm-collage-product">
      <label>
        Name in the collage
        <input
          type="text"
          value={props.name}
          maxLength={200}
          disabled={props.disabled}
          aria-label={`Name of ${props.title} in the collage`}
          onChange={(e) => props.onName(e.target.value)}
        />
      </label>
      {props.url && (
        <EarnWarning
          earn={props.earn}
          address={props.url}
          kept={props.kept}
          what={`“${props.name.trim() || props.title}”`}
          onKeep={props.onKeep}
        />
      )}
    </div>
  );
}

function Adjusting({
  snapshot,
  builder,
  earn,
}: {
  snapshot: CollageBuilderSnapshot;
  builder: BuilderActor;
  earn: EarnActor;
}) {
  const { collage, draft, products, failure } = snapshot.context;
  if (!collage || !draft) return null;
  const busy = snapshot.hasTag('busy');
  const titleOf = (productId: string) =>
    collage.tiles.find((tile) => tile.productId === productId)?.title ??
    products.find((p) => p.id === productId)?.title ??
    productId;
  return (
    <div className="lm-collage-work">
      <section className="lm-panel" aria-label="Collage">
        <img
          className="lm-collage-picture"
          src={collage.imageUrl}
          width={collage.width}
          height={collage.height}
          alt={`Collage: ${collage.title}`}
          aria-busy={snapshot.matches('updating') || undefined}
        />
        <p className="lm-panel__lead" data-testid="layout-note">
          {collage.layoutNote}
        </p>
        <div className="lm-collage-actions">
          <button
            type="button"
            className="lm-button"
            disabled={busy}
            aria-busy={snapshot.matches('downloading') || undefined}
            onClick={() => builder.send({ type: 'collage.download' })}
          >
            Download PNG
          </button>
          <CopyLinkButton url={collage.url} label="Copy page address" />
          <a className="lm-button lm-button--secondary" href={collage.url} target="_blank" rel="noopener noreferrer">
            Open public page
          </a>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={busy}
            onClick={() => builder.send({ type: 'collage.new' })}
          >
            New collage
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={busy}
            onClick={() => builder.send({ type: 'collage.delete.request', id: collage.id })}
          >
            Delete collage
          </button>
        </div>
        <p className="lm-address">
          <code data-testid="collage-url">{collage.url}</code>
        </p>
      </section>
      <section className="lm-panel lm-collage-controls" aria-label="Adjust">
        <h2 className="lm-panel__title">Adjust</h2>
        <label>
          Title
          <input
            type="text"
            value={draft.title}
            maxLength={120}
            onChange={(e) => builder.send({ type: 'collage.title.change', value: e.target.value })}
          />
        </label>
        <CollageLookFields
          look={draft}
          onStyle={(style) => builder.send({ type: 'collage.style.choose', style })}
          onBackground={(value) => builder.send({ type: 'collage.background.change', value })}
          onSpacing={(value) => builder.send({ type: 'collage.spacing.change', value })}
        />
        <ol className="lm-collage-order" aria-label="Products in tile order">
          {draft.order.map((productId, index) => (
            <li key={productId} data-product={productId}>
              <ProductChoices
                name={draft.names[productId] ?? titleOf(productId)}
                title={titleOf(productId)}
                url={products.find((p) => p.id === productId)?.url}
                kept={draft.keep[productId] ?? false}
                earn={earn}
                disabled={busy}
                onName={(value) => builder.send({ type: 'collage.product.name', productId, value })}
                onKeep={(value) => builder.send({ type: 'collage.product.keep', productId, keep: value })}
              />
              <button
                type="button"
                className="lm-button lm-button--secondary"
                aria-label={`Move ${titleOf(productId)} earlier`}
                disabled={busy || !snapshot.can({ type: 'collage.tile.move', index, delta: -1 })}
                onClick={() => builder.send({ type: 'collage.tile.move', index, delta: -1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                aria-label={`Move ${titleOf(productId)} later`}
                disabled={busy || !snapshot.can({ type: 'collage.tile.move', index, delta: 1 })}
                onClick={() => builder.send({ type: 'collage.tile.move', index, delta: 1 })}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
        <FormAlert message={failure} />
        <button
          type="button"
          className="lm-button"
          disabled={busy || !snapshot.can({ type: 'collage.apply' })}
          aria-busy={snapshot.matches('updating') || undefined}
          onClick={() => builder.send({ type: 'collage.apply' })}
        >
          {snapshot.matches('updating') ? 'Laying it out…' : 'Apply changes'}
        </button>
      </section>
    </div>
  );
}
