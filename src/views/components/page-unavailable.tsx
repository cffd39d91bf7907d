import { PAGE_NOT_AVAILABLE_TITLE } from '../../domain/registered-routes';

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
