import type { ReactNode } from 'react';

/**
 * A button that moves the focus to a field on the same page (scrolled into view), for an empty list whose next
 * step is the form beside it.
 */
export function FocusFieldButton({ field, children }: { field: string; children: ReactNode }) {
  return (
    <button type="button" className="lm-button" onClick={() => document.getElementById(field)?.focus()}>
      {children}
    </button>
  );
}
