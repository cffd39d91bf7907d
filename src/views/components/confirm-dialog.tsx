import { createContext, useContext, type ReactNode } from 'react';
import type { ConfirmDialogService } from '../../machines/confirm-dialog.machine';

const ConfirmDialogContext = createContext<ConfirmDialogService | null>(null);

/** The app's confirm dialog, for views that ask the creator to confirm: `send({ type: 'dialog.show', ... })`. */
export function useConfirmDialog(): ConfirmDialogService {
  const dialog = useContext(ConfirmDialogContext);
  if (!dialog) throw new Error('useConfirmDialog() needs a <ConfirmDialogProvider> above it (the app mounts one).');
  return dialog;
}

/** The dialog itself (confirm-dialog-view.tsx) is rendered by the shell, in a chunk of its own. */
export function ConfirmDialogProvider({ dialog, children }: { dialog: ConfirmDialogService; children: ReactNode }) {
  return <ConfirmDialogContext.Provider value={dialog}>{children}</ConfirmDialogContext.Provider>;
}
