import { useEffect, useRef, type RefObject } from 'react';

/** What Tab can land on. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The controls inside `container` that Tab reaches, in order; hidden ones (no layout box) left out. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

export interface FocusTrapOptions {
  /** Keep Tab and Shift+Tab cycling inside (a modal); false: focus only moves in and back (a non-modal panel). */
  trap?: boolean;
}

/**
 * Focus for a dialog or panel while `active`: it moves into `container` (which needs tabIndex -1) unless it is
 * already inside, Tab past the last control wraps to the first and Shift+Tab before the first wraps to the last,
 * and when the dialog closes focus goes back to the control that had it before (the one that opened it), if that
 * is still in the page. The opener is noted while rendering: by the time effects run, a field's autoFocus inside
 * the dialog has already taken the focus. The listener sits on the container's own element, so a nested modal rendered elsewhere
 * in <body> keeps its own cycle.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active = true,
  { trap = true }: FocusTrapOptions = {},
): void {
  const opener = useRef<HTMLElement | null>(null);
  if (!active) opener.current = null;
  else if (opener.current === null && document.activeElement instanceof HTMLElement) {
    opener.current = container.current?.contains(document.activeElement) ? null : document.activeElement;
  }
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const before = opener.current;
    if (!element.contains(document.activeElement)) element.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!trap || event.key !== 'Tab') return;
      const controls = tabbables(element);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        element.focus();
      } else if (event.shiftKey && (current === first || current === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (before?.isConnected) before.focus();
    };
  }, [container, active, trap]);
}
