import { useSelector } from '@xstate/react';
import { clicksText, totalClicks } from '../../../domain/bio-link';
import { bioLinkHomeMachine, type BioLinkDestination, type PopularItem } from '../../../machines/bio-link-home.machine';
import { BioPagePreview, previewOfDetail } from '../../components/bio-page-preview';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './bio-link.css';

const ACTIONS: ReadonlyArray<{ to: BioLinkDestination; label: string }> = [
  { to: 'edit', label: 'Edit page' },
  { to: 'customize', label: 'Customize look' },
  { to: 'preview', label: 'Preview' },
  { to: 'website', label: 'View on website' },
  { to: 'sections', label: 'Sections shown' },
];

/** The first tab, Bio Link + Auto DM (home/biolink): the bio page, its address and its stats (bio-link-home.machine.ts). */
export default function BioLinkPage() {
  const home = useAppActorRef(bioLinkHomeMachine);
  useForwardToRuntime(home);
  const snapshot = useSelector(home, (s) => s);
  const { overview, failure } = snapshot.context;
  const refresh = (
    <button type="button" className="lm-button lm-button--secondary" disabled={!snapshot.can({ type: 'bioLink.refresh' })} onClick={() => home.send({ type: 'bioLink.refresh' })}>
      Refresh
    </button>
  );

  if (snapshot.matches('failed')) {
    return (
      <>
        <PageHeader title="Bio Link + Auto DM" />
        <LoadError message={failure} onRetry={() => home.send({ type: 'bioLink.retry' })} />
      </>
    );
  }
  if (snapshot.matches('noPage')) {
    return (
      <>
        <PageHeader title="Bio Link + Auto DM" />
        <EmptyState icon="link" title="No bio link page yet">
          <p>
            Your bio link page is the one address you put in your Instagram and Facebook bio: your name, a short bio, your
            social accounts and a button for each link you want your audience to open. Every button counts its clicks.
          </p>
          <button type="button" className="lm-button" onClick={() => home.send({ type: 'bioLink.create' })}>
            Create your bio link page
          </button>
        </EmptyState>
      </>
    );
  }
  if (!overview) {
    return (
      <>
        <PageHeader title="Bio Link + Auto DM" />
        <p className="lm-bio-muted" role="status">
          Loading your bio link page…
        </p>
      </>
    );
  }

  const { detail, url, popular, trending } = overview;
  const total = totalClicks(detail.buttons);
  return (
    <>
      <PageHeader title="Bio Link + Auto DM" actions={refresh} />
      <div className="lm-bio" aria-busy={snapshot.hasTag('busy')}>
        <BioPagePreview {...previewOfDetail(detail)} />
        <div className="lm-bio__side">
          <section className="lm-bio-card" aria-label="Your bio link address">
            <h2>Your bio link address</h2>
            <div className="lm-bio-address">
              <code data-testid="bio-url">{url}</code>
              <CopyLinkButton url={url} />
              <a className="lm-button lm-button--secondary" href={url} target="_blank" rel="noopener noreferrer">
                Open
              </a>
            </div>
            {!detail.bioLink.published && <p className="lm-bio-muted">This page is not published: visitors get a page-not-found answer.</p>}
          </section>
          <nav className="lm-bio-actions" aria-label="Bio link page">
            {ACTIONS.map((action) => (
              <button key={action.to} type="button" className="lm-button lm-button--secondary" onClick={() => home.send({ type: 'bioLink.open', to: action.to })}>
                {action.label}
              </button>
            ))}
          </nav>
          <section className="lm-bio-card" aria-label="Clicks">
            <h2>Clicks</h2>
            <p className="lm-bio-total" data-testid="bio-total-clicks">
              {clicksText(total)}
            </p>
            <p className="lm-bio-muted">On your buttons since you added them; link checkers and bots are not counted.</p>
            {detail.buttons.length > 0 ? (
              <table className="lm-bio-stats" aria-label="Clicks by button">
                <thead>
                  <tr>
                    <th scope="col">Button</th>
                    <th scope="col">Clicks</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.buttons.map((b) => (
                    <tr key={b.id} data-button={b.title}>
                      <td>{b.title}</td>
                      <td data-testid="button-clicks">{b.clicks.toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="lm-bio-muted">Add buttons in Edit page to start counting clicks.</p>
            )}
          </section>
          <RankedLinks title="Most popular" note="Clicked most over the last 30 days." items={popular} />
          <RankedLinks title="Trending" note="Clicks growing fastest this week compared with the week before." items={trending} />
        </div>
      </div>
    </>
  );
}

function RankedLinks({ title, note, items }: { title: string; note: string; items: readonly PopularItem[] }) {
  return (
    <section className="lm-bio-card" aria-label={title}>
      <h2>{title}</h2>
      <p className="lm-bio-muted">{note}</p>
      {items.length === 0 ? (
        <p className="lm-bio-muted">Nothing yet.</p>
      ) : (
        <ol className="lm-bio-list">
          {items.map((item) => (
            <li key={item.id} className="lm-bio-item">
              <span className="lm-bio-item__text">
                {item.title}
                <small>{item.url}</small>
              </span>
              <span>{clicksText(item.clicks)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
