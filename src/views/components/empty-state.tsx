import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/**
 * What a page or a list will hold once the creator starts, and how to start. `level` keeps the outline right when
 * the empty state sits under a section's own heading; `compact` is for a list inside a card or a column.
 */
export function EmptyState({
  icon,
  title,
  level = 2,
  compact = false,
  children,
}: {
  icon: IconName;
  title: string;
  level?: 2 | 3 | 4;
  compact?: boolean;
  children: ReactNode;
}) {
  const Heading = level === 4 ? 'h4' : level === 3 ? 'h3' : 'h2';
  return (
    <section className={`lm-empty${compact ? ' lm-empty--compact' : ''}`} aria-label={title}>
      <div className="lm-empty__icon">
        <Icon name={icon} size={compact ? 28 : 40} />
      </div>
      <Heading className="lm-empty__title">{title}</Heading>
      <div className="lm-empty__body">{children}</div>
    </section>
  );
}
