import { useEffect } from 'react';
import { waitFor, type AnyActorRef } from 'xstate';
import { LINK_DELETE_CONFIRM } from '../../../machines/link-failures';
import { useConfirmDialog } from '../../components/confirm-dialog';

/**
 * The app's confirm dialog for a link page's delete: shown while the page's machine asks ('confirm-visible'),
 * its button working until the machine has finished deleting; Cancel and Escape send delete.cancel.
 */
export function useDeleteConfirmation(actor: AnyActorRef, asking: boolean) {
  const dialog = useConfirmDialog();
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: { title: LINK_DELETE_CONFIRM.title, content: LINK_DELETE_CONFIRM.content, confirmText: LINK_DELETE_CONFIRM.confirmText, cancelText: LINK_DELETE_CONFIRM.cancelText },
      onConfirm: async () => {
        actor.send({ type: 'delete.confirm' });
        await waitFor(actor, (s: { hasTag(tag: string): boolean; status: string }) => s.status !== 'active' || !s.hasTag('confirm-visible'));
      },
      onCancel: () => actor.send({ type: 'delete.cancel' }),
    });
  }, [asking, actor, dialog]);
}
