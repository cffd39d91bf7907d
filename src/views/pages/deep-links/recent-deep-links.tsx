import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { DEEP_LINKS_LOAD_FAILED, RECENT_DEEP_LINKS } from '../../../domain/deep-link-pages';
import type { deepLinkRecentMachine } from '../../../machines/deep-link-recent.machine';
import { EmptyState } from '../../components/empty-state';
import { FocusFieldButton } from '../../components/focus-field-button';
import { LinkRow, LinkRowsSkeleton } from '../../components/link-row';
import { DEEP_LINK_URL_FIELD } from './deep-link-form';
import { LoadError } from '../../components/load-error';

/** The latest deep links under the form, the shop's count of them and 'See all'. */
export function RecentDeepLinks({ recent }: { recent: Actor<typeof deepLinkRecentMachine> }) {
  const snapshot = useSelector(recent, (s) => s);
  const { links, count } = snapshot.context;
  const loading = snapshot.hasTag('busy');
  return (
    <section className="lm-deep-recent" aria-labelledby="lm-deep-recent-title">
      <header className="lm-deep-recent__head">
        <h2 id="lm-deep-recent-title" className="lm-deep-card__title">
          Latest deep links
        </h2>
        {snapshot.matches('ready') && count > 0 && (
          <span className="lm-deep-recent__count" aria-label="Deep links in all">
            {count === 1 ? '1 deep link' : `${count} deep links`}
          </span>
        )}
        <button
          type="button"
          className="lm-button lm-button--secondary"
          disabled={count === 0 && !loading}
          onClick={() => recent.send({ type: 'recent.seeAll' })}
        >
          See all
        </button>
      </header>
      {snapshot.hasTag('error') ? (
        <LoadError message={DEEP_LINKS_LOAD_FAILED} onRetry={() => recent.send({ type: 'recent.retry' })} />
      ) : links.length > 0 ? (
        <ul className="lm-link-list" aria-label="Latest deep links" aria-busy={loading}>
          {links.map((link) => (
            <LinkRow key={link.code} link={link} />
          ))}
        </ul>
      ) : loading ? (
        <LinkRowsSkeleton rows={3} label="Loading deep links" />
      ) : (
        <EmptyState icon="phone" title="No deep links yet" level={3} compact>
          <p>
            Paste a product address in the form: your {RECENT_DEEP_LINKS} newest deep links then show here with their
            clicks.
          </p>
          <FocusFieldButton field={DEEP_LINK_URL_FIELD}>Paste a product address</FocusFieldButton>
        </EmptyState>
      )}
    </section>
  );
}
