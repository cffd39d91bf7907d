import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { chosenRetailer, isTrackingIdRequired } from '../../../domain/deep-link-form';
import { RETAILER_APPS } from '../../../domain/deep-links';
import { linkHeadline } from '../../../domain/link-display';
import { TRACKING_SOURCE_OF } from '../../../domain/link-retailers';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import type { deepLinkCreateMachine } from '../../../machines/deep-link-create.machine';
import { fieldBlur, fieldChange } from '../../../machines/form-machine';
import type { TrackingIdPickerEmitted } from '../../../machines/tracking-id-picker.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { Form, FormAlert, SubmitButton } from '../../components/form-field';
import { LinkQrCode } from '../../components/link-qr-code';
import { ProductUrlField } from '../../components/product-url-field';
import { RetailerChoice } from '../../components/retailer-choice';
import { TrackingIdPicker } from '../../components/tracking-id-picker';

type CreateActor = Actor<typeof deepLinkCreateMachine>;

/** The product URL field's id, where the empty list of latest deep links leads. */
export const DEEP_LINK_URL_FIELD = 'deep-link-product-url';

/** The deep link form: retailer, tracking id and product URL (rules in deep-link-create.machine.ts). */
export function DeepLinkForm({ create }: { create: CreateActor }) {
  const snapshot = useSelector(create, (s) => s);
  const { values, errors, failure } = snapshot.context;
  const retailer = chosenRetailer(values);
  const busy = snapshot.hasTag('busy');
  const onTrackingId = useCallback(
    (event: TrackingIdPickerEmitted) => create.send(fieldChange('trackingId', event.trackingId)),
    [create],
  );

  return (
    <section className="lm-deep-card" aria-labelledby="lm-deep-form-title">
      <h2 id="lm-deep-form-title" className="lm-deep-card__title">
        Create a deep link
      </h2>
      <Form label="Create a deep link" onSubmit={() => create.send({ type: 'deepLink.submit' })}>
        <RetailerChoice
          value={retailer}
          disabled={busy}
          onChoose={(option) => create.send({ type: 'deepLink.retailer.choose', retailer: option })}
        />
        <div className={`lm-field lm-deep-tracking${errors.trackingId ? ' lm-field--invalid' : ''}`}>
          <span className="lm-field__label">
            Tracking ID{!isTrackingIdRequired(retailer) && <span className="lm-field__optional"> (optional)</span>}
          </span>
          {/* A picker per retailer: each lists that retailer's ids. */}
          <TrackingIdPicker
            key={retailer}
            source={TRACKING_SOURCE_OF[retailer]}
            value={values.trackingId || null}
            onChange={onTrackingId}
          />
          {errors.trackingId ? (
            <p className="lm-field__error" role="alert">
              {errors.trackingId}
            </p>
          ) : (
            !isTrackingIdRequired(retailer) && (
              <p className="lm-field__hint">Leave it empty or choose SKIP to link the product page as it is.</p>
            )
          )}
        </div>
        <ProductUrlField
          id={DEEP_LINK_URL_FIELD}
          value={values.url}
          error={errors.url ?? null}
          placeholder={`Paste the product URL from ${RETAILER_NAMES[retailer]}`}
          maxLength={2048}
          onChange={(value) => create.send(fieldChange('url', value))}
          onBlur={() => create.send(fieldBlur('url'))}
        />
        <FormAlert message={failure} />
        <SubmitButton enabled={!busy} busy={busy} busyLabel="Creating…">
          Create deep link
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The link just made: its address to copy, its QR code, and what it does on a phone. */
export function DeepLinkResult({ create }: { create: CreateActor }) {
  const created = useSelector(create, (s) => s.context.created);
  if (!created) return null;
  const { link, retailer } = created;
  const app = RETAILER_APPS[retailer].name;
  return (
    <section className="lm-deep-card lm-deep-result" aria-label="Your deep link">
      <div className="lm-deep-result__body">
        <div className="lm-deep-result__head">
          <h2 className="lm-deep-card__title">Your deep link is ready</h2>
          <button
            type="button"
            className="lm-icon-button"
            aria-label="Close"
            onClick={() => create.send({ type: 'deepLink.result.dismiss' })}
          >
            ×
          </button>
        </div>
        <div className="lm-deep-result__link">
          <a href={link.shortUrl} target="_blank" rel="noopener noreferrer">
            {link.shortUrl}
          </a>
          <CopyLinkButton url={link.shortUrl} />
        </div>
        <p className="lm-deep-result__target">
          Leads to {linkHeadline(link)}
          {link.trackingId ? ` with tracking ID ${link.trackingId}` : ' without a tracking ID'}.
        </p>
        <h3 className="lm-deep-result__subtitle">When a follower opens it</h3>
        <ul className="lm-deep-result__steps">
          <li>
            <strong>On a phone with the {app} app:</strong> the product opens in the app, where they are already signed
            in. If it does not open by itself, the page shows an Open in app button.
          </li>
          <li>
            <strong>On a phone without the app:</strong> the product page opens in the browser instead.
          </li>
          <li>
            <strong>On a computer:</strong> the product page opens straight away.
          </li>
        </ul>
      </div>
      <LinkQrCode url={link.shortUrl} fileName={`deep-link-${link.code}`} />
    </section>
  );
}
