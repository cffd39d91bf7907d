import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { creatorLookupMachine, handleOf } from '../../../machines/creator-lookup.machine';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import './creator-list.css';
import { useAppActorRef } from '../../shell/app-runtime';

/** creatorList/index: creators looked up by handle, with their public bio pages (see creator-lookup.machine.ts). */
export default function CreatorListPage() {
  const lookup = useAppActorRef(creatorLookupMachine);
  const snapshot = useSelector(lookup, (s) => s);
  const { query, creators, miss } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    lookup.send({ type: 'creators.search' });
  };

  return (
    <>
      <PageHeader title="Creators" />
      <form className="lm-creators__search" role="search" onSubmit={onSubmit}>
        <input
          type="search"
          aria-label="Creator handle"
          placeholder="Search by handle, e.g. @jane.picks"
          value={query}
          maxLength={31}
          disabled={busy}
          onChange={(event) => lookup.send({ type: 'creators.query.change', value: event.target.value })}
        />
        <button type="submit" className="lm-button" disabled={busy || !snapshot.can({ type: 'creators.search' })}>
          Search
        </button>
      </form>
      {miss && (
        <p className="lm-creators__miss" role="status">
          {miss.reason === 'unknown'
            ? `No creator goes by @${miss.handle}.`
            : `@${miss.handle} could not be looked up. Try again.`}
        </p>
      )}
      {query !== '' && !snapshot.can({ type: 'creators.search' }) && !busy && (
        <p className="lm-creators__hint">
          A handle has 3 to 30 letters, digits, dots or underscores (@{handleOf(query) || '…'}).
        </p>
      )}
      {creators.length === 0 ? (
        <EmptyState icon="user" title="Find a creator">
          <p>Look up a creator by their handle to see their public profile and open their bio link page.</p>
        </EmptyState>
      ) : (
        <ul className="lm-creators">
          {creators.map((creator) => (
            <li key={creator.handle} className="lm-creators__item">
              <span className="lm-creators__avatar">
                {creator.maiUserPicture ? <img src={creator.maiUserPicture} alt="" /> : <Icon name="user" size={22} />}
              </span>
              <div className="lm-creators__who">
                <strong>{creator.maiNickName || creator.handle}</strong>
                <span>@{creator.handle}</span>
                {creator.insUserName && <span>Instagram: {creator.insUserName}</span>}
              </div>
              {creator.hasBioLink && creator.bioUrl ? (
                <a className="lm-button" href={creator.bioUrl} target="_blank" rel="noopener noreferrer">
                  Bio page
                </a>
              ) : (
                <span className="lm-creators__no-bio">No bio page yet</span>
              )}
              <button
                type="button"
                className="lm-icon-button"
                aria-label={`Remove @${creator.handle}`}
                onClick={() => lookup.send({ type: 'creators.remove', handle: creator.handle })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
