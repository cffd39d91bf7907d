import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** What a page will hold once the creator starts, and how to start. */
export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <section className="lm-empty" aria-label={title}>
      <div className="lm-empty__icon">
        <Icon name={icon} size={40} />
      </div>
      <h2 className="lm-empty__title">{title}</h2>
      <div className="lm-empty__body">{children}</div>
    </section>
  );
}
