import { useEffect } from 'react';
import { waitFor, type AnyActorRef } from 'xstate';
import { useSelector } from '@xstate/react';
import type { ConfirmOptions } from '../../../machines/confirm-dialog.machine';
import { useConfirmDialog } from '../../components/confirm-dialog';

/**
 * Shows the app's confirm dialog while a page machine is in a state tagged `confirm-visible`: OK sends
 * `confirmEvent` and keeps the button loading until the machine leaves that tag; Cancel and Escape send `cancelEvent`.
 */
export function useMachineConfirm(
  actor: AnyActorRef,
  options: ConfirmOptions,
  confirmEvent: string,
  cancelEvent: string,
) {
  const dialog = useConfirmDialog();
  const asking = useSelector(actor, (s: { hasTag(tag: string): boolean }) => s.hasTag('confirm-visible'));
  const { title, confirmText } = options;
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: { title, confirmText, content: options.content ?? [] },
      onConfirm: async () => {
        actor.send({ type: confirmEvent });
        await waitFor(actor, (s: { hasTag(tag: string): boolean }) => !s.hasTag('confirm-visible'));
      },
      onCancel: () => actor.send({ type: cancelEvent }),
    });
    // Shown once per ask; a page's dialog texts do not change.
  }, [asking, actor, dialog]);
}
