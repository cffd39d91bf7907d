import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { IMPACT_SETTINGS_PATH } from '../../../domain/impact-settings';
import { TRACKING_SOURCE_OF, withArticle } from '../../../domain/link-retailers';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { linkCreateMachine, type LinkCreateInput } from '../../../machines/link-create.machine';
import type { TrackingIdPickerEmitted } from '../../../machines/tracking-id-picker.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { LinkQrCode } from '../../components/link-qr-code';
import { PageHeader } from '../../components/page-header';
import { ProductUrlField } from '../../components/product-url-field';
import { RetailerChoice } from '../../components/retailer-choice';
import { TrackingIdPicker } from '../../components/tracking-id-picker';
import { LoadError } from '../../components/load-error';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import './my-links.css';

const URL_EXAMPLES = {
  amazon: 'https://www.amazon.com/dp/B0…',
  target: 'https://www.target.com/p/…/-/A-…',
  walmart: 'https://www.walmart.com/ip/…',
} as const;
const TRACKING_ID_EXAMPLES = { amazon: 'yourname-20', target: 'yourname', walmart: 'yourname' } as const;

/**
 * myLinks/create: retailer, tracking ID and product URL to a short link (see link-create.machine.ts). Other pages
 * send a product with `?url=…&retailer=…` (linkCreatePath): the form starts with it.
 */
export default function LinkCreatePage() {
  const [params] = useSearchParams();
  const input = { url: params.get('url'), retailer: params.get('retailer') };
  // Another product's address starts the form over with that product.
  return <LinkCreate key={params.toString()} input={input} />;
}

function LinkCreate({ input }: { input: LinkCreateInput }) {
  const creator = useAppActorRef(linkCreateMachine, { input });
  useForwardToRuntime(creator);
  const snapshot = useSelector(creator, (s) => s);
  const {
    retailer,
    trackingIds,
    trackingId,
    url,
    urlProblem,
    draftTrackingId,
    draftProblem,
    failure,
    result,
    alreadyMade,
  } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const onTrackingId = useCallback(
    (event: TrackingIdPickerEmitted) => creator.send({ type: 'trackingId.select', trackingId: event.trackingId }),
    [creator],
  );
  const retailerName = RETAILER_NAMES[retailer];

  if (snapshot.matches('loading')) {
    return (
      <>
        <PageHeader title="Create link" back />
        <DelayedSpinner />
      </>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <>
        <PageHeader title="Create link" back />
        <LoadError message={failure} onRetry={() => creator.send({ type: 'create.retry' })} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Create link" back />
      {result ? (
        <section className="lm-link-card lm-link-result" aria-label="Your short link">
          <div className="lm-link-result__text">
            <h2>{alreadyMade ? 'You already had this link' : 'Your short link is ready'}</h2>
            <p className="lm-link-result__note" role="status">
              {alreadyMade
                ? 'This product with this tracking ID was shortened before, so here is that same link, with the clicks it has.'
                : 'Share it anywhere: every click is counted on My Links.'}
            </p>
            <p className="lm-link-result__short">
              <code data-testid="short-url">{result.shortUrl}</code>
            </p>
            <p className="lm-link-result__destination">
              Leads to <span title={result.originalUrl}>{result.originalUrl}</span>
            </p>
            <div className="lm-link-result__actions">
              <CopyLinkButton url={result.shortUrl} />
              <button type="button" className="lm-button" onClick={() => creator.send({ type: 'link.open' })}>
                Open detail
              </button>
              <button
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => creator.send({ type: 'link.another' })}
              >
                Create another
              </button>
            </div>
          </div>
          <LinkQrCode url={result.shortUrl} fileName={`linkmint-${result.code}`} />
        </section>
      ) : (
        <div className="lm-link-card">
          <RetailerChoice
            value={retailer}
            disabled={busy}
            onChoose={(r) => creator.send({ type: 'retailer.select', retailer: r })}
          />

          <div className="lm-field">
            <span className="lm-field__label lm-field__label--required">Tracking ID</span>
            <TrackingIdPicker
              key={retailer}
              source={TRACKING_SOURCE_OF[retailer]}
              value={trackingId}
              onChange={onTrackingId}
            />
            {trackingIds[retailer].length === 0 && (
              <p className="lm-field__hint">
                You have no {retailerName} tracking ID yet. Add one below: a link without it earns you no commission.
              </p>
            )}
            {retailer !== 'amazon' && (
              <p className="lm-field__hint">
                {retailerName} links carry your tracking ID through Impact, with the IDs in your{' '}
                <Link to={IMPACT_SETTINGS_PATH}>Impact settings</Link>.
              </p>
            )}
          </div>
          <form
            className="lm-add-tracking"
            aria-label="Add a tracking ID"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              creator.send({ type: 'draft.add' });
            }}
          >
            <TextField
              label={`New ${retailerName} tracking ID`}
              name="newTrackingId"
              value={draftTrackingId}
              placeholder={`e.g. ${TRACKING_ID_EXAMPLES[retailer]}`}
              maxLength={64}
              required={false}
              error={draftProblem}
              onChange={(value) => creator.send({ type: 'draft.change', value })}
            />
            <button
              type="submit"
              className="lm-button lm-button--secondary"
              disabled={busy || draftTrackingId.trim() === ''}
            >
              {snapshot.matches('addingTrackingId') ? 'Adding…' : 'Add'}
            </button>
          </form>

          <Form label="Create a short link" onSubmit={() => creator.send({ type: 'link.submit' })}>
            <ProductUrlField
              value={url}
              placeholder={URL_EXAMPLES[retailer]}
              error={urlProblem}
              hint={`Paste the full address of ${withArticle(retailerName)} product page.`}
              onChange={(value) => creator.send({ type: 'url.change', value })}
            />
            <FormAlert message={failure} />
            <SubmitButton enabled={!busy} busy={busy && !snapshot.matches('addingTrackingId')} busyLabel="Creating…">
              Create link
            </SubmitButton>
          </Form>
        </div>
      )}
    </>
  );
}
