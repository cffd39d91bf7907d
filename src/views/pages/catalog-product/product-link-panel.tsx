import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { TRACKING_SOURCE_OF_RETAILER } from '../../../domain/catalog-pricing';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { catalogLinkMachine, type CatalogLinkInput } from '../../../machines/catalog-link.machine';
import type { TrackingIdPickerEmitted } from '../../../machines/tracking-id-picker.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { LinkQrCode } from '../../components/link-qr-code';
import { TrackingIdPicker } from '../../components/tracking-id-picker';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';

/** Get link (catalog-link.machine.ts): a tracking id of the product's retailer, Create link, then the link with Copy and QR code. */
export function ProductLinkPanel(input: CatalogLinkInput) {
  const linker = useAppActorRef(catalogLinkMachine, { input });
  useForwardToRuntime(linker);
  const snapshot = useSelector(linker, (s) => s);
  const { trackingId, link, failure, retailer } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const onPicked = useCallback(
    (event: TrackingIdPickerEmitted) => linker.send({ type: 'trackingId.changed', trackingId: event.trackingId }),
    [linker],
  );

  return (
    <section className="lm-product-link" aria-label="Get link">
      <h2>Get link</h2>
      <div className="lm-product-link__row">
        <TrackingIdPicker
          source={TRACKING_SOURCE_OF_RETAILER[retailer]}
          value={trackingId}
          onChange={onPicked}
          placeholder={`Select a ${RETAILER_NAMES[retailer]} tracking ID`}
        />
        <button
          type="button"
          className="lm-button"
          disabled={busy || !snapshot.can({ type: 'link.create' })}
          onClick={() => linker.send({ type: 'link.create' })}
        >
          {busy ? 'Creating…' : 'Create link'}
        </button>
        {snapshot.can({ type: 'link.createWithout' }) && (
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={busy}
            onClick={() => linker.send({ type: 'link.createWithout' })}
          >
            Link without tracking ID
          </button>
        )}
      </div>
      {failure && (
        <p className="lm-product-link__failure" role="alert">
          {failure}
        </p>
      )}
      {link && (
        <div className="lm-product-link__result">
          <div>
            <p className="lm-product-link__url" aria-label="Short link">
              {link.shortUrl}
            </p>
            <p className="lm-catalog-count">{link.trackingId ? `Tracking ID ${link.trackingId}` : 'No tracking ID'}</p>
            <CopyLinkButton url={link.shortUrl} label="Copy link" />
          </div>
          <LinkQrCode url={link.shortUrl} fileName={`linkmint-${link.code}`} />
        </div>
      )}
    </section>
  );
}
