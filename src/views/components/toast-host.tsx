import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Z_TOAST } from '../../domain/spec-constants';
import type { ToastService } from '../../machines/toast.machine';
import './toast-host.css';

const ToastServiceContext = createContext<ToastService | null>(null);

/** The app's toast service, for views that give a machine its toast action via `.provide()`. */
export function useToastService(): ToastService {
  const toasts = useContext(ToastServiceContext);
  if (!toasts) throw new Error('useToastService() needs a <ToastProvider> above it (the shell mounts one).');
  return toasts;
}

/** Makes the toast service reachable from every view below it, and shows its toasts. */
export function ToastProvider({ toasts, children }: { toasts: ToastService; children: ReactNode }) {
  return (
    <ToastServiceContext.Provider value={toasts}>
      {children}
      <ToastHost toasts={toasts} />
    </ToastServiceContext.Provider>
  );
}

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
