import { useSelector } from '@xstate/react';
import { Z_TOAST } from '../../domain/spec-constants';
import type { ToastService } from '../../machines/toast.machine';
import './toast-host.css';

/**
 * Shows the toast service's current toast above everything (stacking order 10090, spec §9). The live region
 * stays mounted while empty so screen readers announce each toast as it appears.
 */
export function ToastHost({ toasts }: { toasts: ToastService }) {
  const current = useSelector(toasts, (snapshot) => snapshot.context.current);
  return (
    <div className="lm-toast-host" role="status" aria-live="polite" aria-atomic="true" style={{ zIndex: Z_TOAST }}>
      {current && (
        <p className="lm-toast" key={current.text}>
          {current.text}
        </p>
      )}
    </div>
  );
}
