import type { ReactNode } from 'react';

/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside it, so the frame is a named region
 * that takes the keyboard's focus (arrow keys then scroll it) for people who do not use a pointer.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lm-records-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
