import { useEffect } from 'react';
import { waitFor, type AnyActorRef } from 'xstate';
import type { ConfirmOptions } from '../../machines/confirm-dialog.machine';
import { useConfirmDialog } from './confirm-dialog';

/**
 * The app's confirm dialog for a page's delete step: shown while the page's machine asks (tag 'confirm-visible'),
 * its button working until the machine has finished deleting (the tag stays on while the call runs); Confirm
 * sends delete.confirm, Cancel and Escape delete.cancel.
 */
export function useDeleteConfirmation(actor: AnyActorRef, asking: boolean, texts: ConfirmOptions) {
  const dialog = useConfirmDialog();
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: texts,
      onConfirm: async () => {
        actor.send({ type: 'delete.confirm' });
        await waitFor(actor, (s: { hasTag(tag: string): boolean; status: string }) => s.status !== 'active' || !s.hasTag('confirm-visible'));
      },
      onCancel: () => actor.send({ type: 'delete.cancel' }),
    });
  }, [asking, actor, dialog, texts]);
}
