import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { existingLinkMachine } from '../../../machines/existing-link.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { Form, FormAlert, SubmitButton } from '../../components/form-field';
import { LinkQrCode } from '../../components/link-qr-code';
import { PageHeader } from '../../components/page-header';
import { ProductUrlField } from '../../components/product-url-field';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../link-pages/link-pages.css';
import { countOf } from '../../../domain/link-pages';
import './existing-link.css';

/** existingLink/index?url=: the short link the shop already has for a product address, or one made now. */
export default function ExistingLinkPage() {
  const [params] = useSearchParams();
  const finder = useAppActorRef(existingLinkMachine, { input: { url: params.get('url') } });
  useForwardToRuntime(finder);
  const snapshot = useSelector(finder, (s) => s);
  const { url, link, trackingId, failure } = snapshot.context;
  return (
    <>
      <PageHeader title="Existing link" back />
      <section className="lm-panel">
        <p className="lm-panel__lead">
          Paste a product address to see whether you already shortened it, and reuse that link instead of making
          another.
        </p>
        <Form label="Check an address" onSubmit={() => finder.send({ type: 'existing.check' })}>
          <ProductUrlField
            label="Product address"
            value={url}
            placeholder="https://www.amazon.com/dp/…"
            onChange={(value) => finder.send({ type: 'existing.url.change', value })}
          />
          <FormAlert message={failure} />
          <SubmitButton
            enabled={url.trim() !== '' && !snapshot.hasTag('busy')}
            busy={snapshot.matches('checking')}
            busyLabel="Checking…"
          >
            Check
          </SubmitButton>
        </Form>
      </section>
      {snapshot.matches('missing') || snapshot.matches('creating') ? (
        <section className="lm-panel lm-existing__result" aria-label="No short link yet">
          <h2 className="lm-panel__title">No short link for this address yet</h2>
          <p className="lm-panel__lead">
            {trackingId
              ? `The address carries the tracking ID ${trackingId}; the short link keeps it.`
              : 'The short link gets your preselected tracking ID, so its sales are credited to you.'}
          </p>
          <button
            type="button"
            className="lm-button"
            disabled={!snapshot.can({ type: 'existing.create' })}
            aria-busy={snapshot.matches('creating') || undefined}
            onClick={() => finder.send({ type: 'existing.create' })}
          >
            {snapshot.matches('creating') ? 'Creating…' : 'Create short link'}
          </button>
        </section>
      ) : null}
      {snapshot.matches('found') && link ? (
        <section className="lm-panel lm-existing__result" aria-label="Your short link">
          <h2 className="lm-panel__title">Your short link</h2>
          <div className="lm-existing__link">
            <div className="lm-existing__text">
              <a className="lm-existing__short" href={link.shortUrl} target="_blank" rel="noopener noreferrer">
                {link.shortUrl}
              </a>
              <span className="lm-row-item__meta">{link.originalUrl}</span>
              <span className="lm-row-item__meta">
                {link.trackingId ? `Tracking ID ${link.trackingId} · ` : ''}
                {countOf(link.clicks, 'click')} · made{' '}
                {new Date(link.createdAt).toLocaleDateString('en-US', {
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                })}
              </span>
              <div className="lm-row-item__actions">
                <CopyLinkButton url={link.shortUrl} />
                <button
                  type="button"
                  className="lm-button lm-row-item__button"
                  onClick={() => finder.send({ type: 'existing.open' })}
                >
                  Link details
                </button>
              </div>
            </div>
            <LinkQrCode url={link.shortUrl} size={128} fileName={`linkmint-${link.code}`} />
          </div>
        </section>
      ) : null}
    </>
  );
}
