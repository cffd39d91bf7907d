import type { ReactNode } from 'react';
import { clicksLabel, createdLabel, linkHeadline, linkRetailer } from '../../../domain/link-display';
import type { DeepLink } from '../../../machines/deep-link-create.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { RetailerIcon } from '../../components/retailer-icon';
import './deep-links.css';

/** One deep link as the lists show it: retailer, what it leads to, its address, tracking id, date and clicks. */
export function DeepLinkRow({ link, children }: { link: DeepLink; children?: ReactNode }) {
  const headline = linkHeadline(link);
  return (
    <li className="lm-deep-row" aria-label={headline} data-code={link.code}>
      <RetailerIcon retailer={linkRetailer(link)} size={28} />
      <div className="lm-deep-row__main">
        <strong className="lm-deep-row__title" title={link.originalUrl}>
          {headline}
        </strong>
        <a className="lm-deep-row__url" href={link.shortUrl} target="_blank" rel="noopener noreferrer">
          {link.shortUrl}
        </a>
        <span className="lm-deep-row__meta">
          {link.trackingId ? <>Tracking ID {link.trackingId}</> : <>No tracking ID</>}
          {' · '}
          Created {createdLabel(link.createdAt)}
        </span>
      </div>
      <span className="lm-deep-row__clicks" data-clicks={link.clicks}>
        {clicksLabel(link.clicks)}
      </span>
      <div className="lm-deep-row__actions">
        <CopyLinkButton url={link.shortUrl} />
        {children}
      </div>
    </li>
  );
}

/** Grey rows in the place of a list that is loading for the first time. */
export function DeepLinkSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="lm-deep-list" aria-busy="true" aria-label="Loading deep links">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="lm-deep-row lm-deep-row--skeleton">
          <span className="lm-deep-skeleton lm-deep-skeleton--icon" />
          <span className="lm-deep-skeleton lm-deep-skeleton--text" />
        </li>
      ))}
    </ul>
  );
}

/** A list that could not be loaded, with the way to try again. */
export function DeepLinkLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="lm-page-error lm-deep-error" role="alert">
      <p>Your deep links could not be loaded. Check your connection and try again.</p>
      <button type="button" className="lm-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
