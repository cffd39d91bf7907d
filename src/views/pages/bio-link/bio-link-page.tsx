import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { ClickBreakdownPanel } from '../../components/click-breakdown/click-breakdown-panel';
import type { ActorRefFrom } from 'xstate';
import { clicksText, totalClicks } from '../../../domain/bio-link';
import {
  bioLinkHomeMachine,
  type BioLinkDestination,
  type BioLinkOverview,
  type PopularItem,
} from '../../../machines/bio-link-home.machine';
import { previewOfDetail } from '../../../machines/bio-link-calls';
import { BioPagePreview } from '../../components/bio-page-preview';
import { CopyLinkButton } from '../../components/copy-link-button';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import { useAutoDmPosts } from '../auto-dm/auto-dm-posts';
import { TabAutoDmCard, TabAutoDmPosts } from '../auto-dm/tab-auto-dm';
import { BioPageGate } from './bio-page-gate';
import { BioPostsSection } from './bio-posts-section';
import './bio-link.css';

const ACTIONS: ReadonlyArray<{ to: BioLinkDestination; label: string }> = [
  { to: 'edit', label: 'Edit page' },
  { to: 'customize', label: 'Customize look' },
  { to: 'preview', label: 'Preview' },
  { to: 'website', label: 'View on website' },
  { to: 'sections', label: 'Sections shown' },
  { to: 'import', label: 'Import buttons' },
];

/** The first tab, Bio Link + Auto DM (home/biolink): the bio page, its address and its stats (bio-link-home.machine.ts). */
export default function BioLinkPage() {
  const home = useAppActorRef(bioLinkHomeMachine);
  useForwardToRuntime(home);
  const snapshot = useSelector(home, (s) => s);
  const autoDm = useAutoDmPosts();
  // Auto DM shows with or without a bio page: its card right under the title, its posts below the page.
  const banner = <TabAutoDmCard actor={autoDm} />;
  const { overview, failure } = snapshot.context;
  const refresh = (
    <button
      type="button"
      className="lm-button lm-button--secondary"
      disabled={!snapshot.can({ type: 'bioLink.refresh' })}
      onClick={() => home.send({ type: 'bioLink.refresh' })}
    >
      Refresh
    </button>
  );

  return (
    <>
      <BioPageGate
        title="Bio Link + Auto DM"
        back={false}
        snapshot={snapshot}
        loaded={overview !== null}
        failure={failure}
        loadingText="Loading your bio link page…"
        banner={banner}
        noPageText={
          <p>
            Your bio link page is the one address you put in your Instagram and Facebook bio: your name, a short bio,
            your social accounts and a button for each link you want your audience to open. Every button counts its
            clicks.
          </p>
        }
        onRetry={() => home.send({ type: 'bioLink.retry' })}
        onCreate={() => home.send({ type: 'bioLink.create' })}
      >
        {overview && (
          <Overview
            overview={overview}
            busy={snapshot.hasTag('busy')}
            refresh={refresh}
            banner={banner}
            send={home.send}
          />
        )}
      </BioPageGate>
      <TabAutoDmPosts actor={autoDm} />
    </>
  );
}

function Overview(props: {
  overview: BioLinkOverview;
  busy: boolean;
  refresh: ReactNode;
  banner: ReactNode;
  send: ActorRefFrom<typeof bioLinkHomeMachine>['send'];
}) {
  const { overview, busy, refresh, banner, send } = props;
  const { detail, url, popular, trending } = overview;
  const total = totalClicks(detail.buttons);
  return (
    <>
      <PageHeader title="Bio Link + Auto DM" actions={refresh} />
      {banner}
      <div className="lm-bio" aria-busy={busy}>
        <BioPagePreview draft={previewOfDetail(detail)} />
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
            {!detail.bioLink.published && (
              <p className="lm-bio-muted">This page is not published: visitors get a page-not-found answer.</p>
            )}
          </section>
          <nav className="lm-bio-actions" aria-label="Bio link page">
            {ACTIONS.map((action) => (
              <button
                key={action.to}
                type="button"
                className="lm-button lm-button--secondary"
                onClick={() => send({ type: 'bioLink.open', to: action.to })}
              >
                {action.label}
              </button>
            ))}
          </nav>
          <section className="lm-bio-card" aria-label="Clicks">
            <h2>Clicks</h2>
            <p className="lm-bio-total" data-testid="bio-total-clicks">
              {clicksText(total)}
            </p>
            <p className="lm-bio-muted">
              On your buttons since you added them; link checkers and bots are not counted.
            </p>
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
          <RankedLinks
            title="Trending"
            note="Clicks growing fastest this week compared with the week before."
            items={trending}
          />
        </div>
      </div>
      <ClickBreakdownPanel
        key={detail.buttons.map((b) => b.code).join(' ')}
        scope="bio-page"
        choices={[
          { scope: 'bio-page', id: '', label: 'The whole page (every button and post link)' },
          ...detail.buttons.map((b) => ({ scope: 'bio-button' as const, id: b.code, label: `Button: ${b.title}` })),
        ]}
      />
      <BioPostsSection />
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
