import type { ReactNode } from 'react';
import { clicksLabel, createdLabel, linkHeadline, linkRetailer } from '../../domain/link-display';
import { SCHEDULE_STATE_LABELS, type ScheduleState } from '../../domain/schedule-state';
import { CopyLinkButton } from './copy-link-button';
import { RetailerIcon } from './retailer-icon';
import './link-row.css';

/** What a link list shows of a link (the contract's ShortLink, short or deep). */
export interface ListedLink {
  code: string;
  shortUrl: string;
  originalUrl: string;
  title?: string;
  trackingId?: string;
  clicks: number;
  createdAt: string;
  /** Said when the link is not live by its schedule: off, scheduled, ended or capped. */
  scheduleState?: ScheduleState;
}

/**
 * One link as the link lists show it (My Links, the deep link pages): retailer, what it leads to, its address,
 * tracking id, date and clicks, with copy and the page's own actions. `onOpen` makes the headline a button.
 */
export function LinkRow({ link, onOpen, children }: { link: ListedLink; onOpen?: () => void; children?: ReactNode }) {
  const headline = linkHeadline(link);
  return (
    <li className="lm-link-row" aria-label={headline} data-code={link.code}>
      <RetailerIcon retailer={linkRetailer(link)} size={28} />
      <div className="lm-link-row__main">
        {onOpen ? (
          <button
            type="button"
            className="lm-link-row__title lm-link-row__title--button"
            title={link.originalUrl}
            onClick={onOpen}
          >
            {headline}
          </button>
        ) : (
          <strong className="lm-link-row__title" title={link.originalUrl}>
            {headline}
          </strong>
        )}
        {link.scheduleState && link.scheduleState !== 'live' ? <ScheduleBadge state={link.scheduleState} /> : null}
        <a className="lm-link-row__url" href={link.shortUrl} target="_blank" rel="noopener noreferrer">
          {link.shortUrl}
        </a>
        <span className="lm-link-row__meta">
          {link.trackingId ? <>Tracking ID {link.trackingId}</> : <>No tracking ID</>}
          {' · '}
          Created {createdLabel(link.createdAt)}
        </span>
      </div>
      <span className="lm-link-row__clicks" data-testid="link-clicks" data-clicks={link.clicks}>
        {clicksLabel(link.clicks)}
      </span>
      <div className="lm-link-row__actions">
        <CopyLinkButton url={link.shortUrl} />
        {children}
      </div>
    </li>
  );
}

/** A small badge saying a link or a bio button is off, scheduled, ended or capped. */
export function ScheduleBadge({ state }: { state: ScheduleState }) {
  return (
    <span className="lm-schedule-badge" data-state={state} data-testid="schedule-badge">
      {SCHEDULE_STATE_LABELS[state]}
    </span>
  );
}

/** Grey rows in the place of a list that is loading for the first time. */
export function LinkRowsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <ul className="lm-link-list" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="lm-link-row lm-link-row--skeleton">
          <span className="lm-link-skeleton lm-link-skeleton--icon" />
          <span className="lm-link-skeleton lm-link-skeleton--text" />
        </li>
      ))}
    </ul>
  );
}
