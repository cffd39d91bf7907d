import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { clicksLabel, createdLabel, linkHeadline, linkRetailer } from '../../../domain/link-display';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { LINK_DELETE_CONFIRM } from '../../../machines/link-failures';
import type { LinkLocalisation } from '../../../domain/amazon-localisation';
import { linkDetailMachine, localisationOf } from '../../../machines/link-detail.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmailLinkButton } from '../../components/email-link-button';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { EmptyState } from '../../components/empty-state';
import { LinkQrCode } from '../../components/link-qr-code';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { LoadError } from '../../components/load-error';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import { LinkPlacementsSection } from './link-placements-section';
import { DestinationRulesSection } from '../../components/destination-rules-section';
import { LinkScheduleSection } from '../../components/link-schedule-section';
import '../../components/forms.css';
import './my-links.css';

/** myLinks/detail?code=…: one link, its clicks per day and its QR code (see link-detail.machine.ts). */
export default function LinkDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  // Another link's address starts over with that link.
  return <LinkDetail key={code ?? ''} code={code} />;
}

function LinkDetail({ code }: { code: string | null }) {
  const detailActor = useAppActorRef(linkDetailMachine, { input: { code } });
  useForwardToRuntime(detailActor);
  const snapshot = useSelector(detailActor, (s) => s);
  const { detail, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  useDeleteConfirmation(detailActor, snapshot.hasTag('confirm-visible'), LINK_DELETE_CONFIRM);

  if (snapshot.hasTag('not-found')) {
    return (
      <>
        <PageHeader title="Link details" back />
        <EmptyState icon="link" title="Link not found">
          <p>{failure}</p>
          <button type="button" className="lm-button" onClick={() => detailActor.send({ type: 'detail.back' })}>
            Back to My Links
          </button>
        </EmptyState>
      </>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title="Link details" back />
        <LoadError message={failure} onRetry={() => detailActor.send({ type: 'detail.retry' })} />
      </>
    );
  }
  if (!detail) {
    return (
      <>
        <PageHeader title="Link details" back />
        <DelayedSpinner />
      </>
    );
  }

  const link = detail.shortLink;
  const retailer = linkRetailer(link);
  const actions = (
    <>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!snapshot.can({ type: 'detail.reload' })}
        onClick={() => detailActor.send({ type: 'detail.reload' })}
      >
        {busy && snapshot.matches('loading') ? 'Refreshing…' : 'Refresh'}
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary lm-mylinks__action--danger"
        disabled={!snapshot.can({ type: 'detail.delete' })}
        onClick={() => detailActor.send({ type: 'detail.delete' })}
      >
        Delete
      </button>
    </>
  );

  return (
    <>
      <PageHeader title="Link details" back actions={actions} />
      <section className="lm-link-card lm-link-detail" aria-label="Link" aria-busy={busy}>
        <div className="lm-link-detail__info">
          <h2 className="lm-link-detail__title">
            <RetailerIcon retailer={retailer} size={24} /> {linkHeadline(link)}
          </h2>
          <p className="lm-link-detail__short">
            <code data-testid="short-url">{link.shortUrl}</code>
            <CopyLinkButton url={link.shortUrl} />
            <EmailLinkButton url={link.shortUrl} subject={linkHeadline(link)} />
          </p>
          <dl className="lm-link-detail__facts">
            <dt>Leads to</dt>
            <dd>
              <a href={link.originalUrl} target="_blank" rel="noopener noreferrer" data-testid="destination">
                {link.originalUrl}
              </a>
            </dd>
            <dt>Retailer</dt>
            <dd>{RETAILER_NAMES[retailer]}</dd>
            <dt>Tracking ID</dt>
            <dd>{link.trackingId ?? 'None'}</dd>
            <dt>Created</dt>
            <dd>{createdLabel(link.createdAt)}</dd>
            <dt>Clicks since created</dt>
            <dd data-testid="total-clicks">{clicksLabel(link.clicks)}</dd>
            {retailer === 'amazon' && (
              <>
                <dt>
                  <label htmlFor="link-localisation">Visitors&apos; own Amazon store</label>
                </dt>
                <dd>
                  <select
                    id="link-localisation"
                    className="lm-field__input"
                    value={localisationOf(detail)}
                    disabled={busy}
                    onChange={(event) =>
                      detailActor.send({
                        type: 'detail.localise',
                        localisation: event.target.value as LinkLocalisation,
                      })
                    }
                  >
                    {LOCALISATION_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </dd>
              </>
            )}
          </dl>
        </div>
        <LinkQrCode url={link.shortUrl} fileName={`linkmint-${link.code}`} />
      </section>
      <ClickBreakdownPanel key={link.code} scope="short-link" id={link.code} />
      <DestinationRulesSection key={`rules-${link.code}`} target={{ kind: 'short-link', code: link.code }} />
      <LinkScheduleSection key={`schedule-${link.code}`} target={{ kind: 'short-link', code: link.code }} />
      <LinkPlacementsSection code={link.code} />
    </>
  );
}

/** A link's choice of sending visitors to the same product on their own country's Amazon store, with the creator's ID there. */
const LOCALISATION_CHOICES: ReadonlyArray<{ value: LinkLocalisation; label: string }> = [
  { value: 'shop', label: 'As the shop setting (Account info > Amazon stores)' },
  { value: 'always', label: 'Always send them there' },
  { value: 'never', label: 'Never: always the store this link names' },
];
