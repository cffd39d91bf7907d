import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageAvailability, PAGE_NOT_AVAILABLE_TITLE } from '../../domain/registered-routes';
import { REGISTERED_PATHS } from '../routes';

/**
 * The sentence a control shows while the page it leads to is not in the app yet: visible text (not only a
 * tooltip), so the creator reads why the control does nothing. `id` lets the control point at it.
 */
export function UnavailableNote({ id }: { id?: string }) {
  return (
    <span className="lm-unavailable-note" id={id}>
      {PAGE_NOT_AVAILABLE_TITLE}
    </span>
  );
}

/**
 * A link to a page of the app, or, while the app has no such page, its label shown disabled with the sentence
 * instead of a link to 'Page not found' (src/domain/registered-routes.ts decides).
 */
export function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (pageAvailability(to, REGISTERED_PATHS).available) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <span className={`lm-link-unavailable${className ? ` ${className}` : ''}`} aria-disabled="true">
      {children} <UnavailableNote />
    </span>
  );
}
