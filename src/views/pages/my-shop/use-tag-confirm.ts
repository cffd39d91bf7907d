import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { waitFor, type AnyActorRef, type EventObject } from 'xstate';
import type { ConfirmOptions } from '../../../machines/confirm-dialog.machine';
import { useConfirmDialog } from '../../components/confirm-dialog';

/**
 * Shows the app's confirm dialog while a page machine is in a state tagged `tag`: OK sends `confirm` and keeps the
 * button loading until the machine leaves the tagged states, Cancel and Escape send `cancel`.
 */
export function useTagConfirm(
  actor: AnyActorRef,
  tag: string,
  options: ConfirmOptions,
  confirm: EventObject,
  cancel: EventObject,
) {
  const dialog = useConfirmDialog();
  const asking = useSelector(actor, (s) => s.hasTag(tag) && !s.hasTag('busy'));
  const { title, confirmText } = options;
  const content = options.content?.join('\n');
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: { title, content: content ? content.split('\n') : [], confirmText, cancelText: 'Cancel' },
      onConfirm: async () => {
        actor.send(confirm);
        await waitFor(actor, (s) => !s.hasTag(tag));
      },
      onCancel: () => actor.send(cancel),
    });
    // The events are plain objects written inline by the caller: the dialog is shown once per question, not per render.
  }, [asking, dialog, actor, title, content, confirmText]);
}
