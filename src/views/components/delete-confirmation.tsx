import { useEffect } from 'react';
import { waitFor, type AnyActorRef } from 'xstate';
import type { ConfirmOptions } from '../../machines/confirm-dialog.machine';
import { useConfirmDialog } from './confirm-dialog';

/**
 * The app's confirm dialog for a page's confirmation step: shown while the page's machine asks (tag
 * 'confirm-visible'), its button working until the machine has finished (the tag stays on while the call runs);
 * Confirm sends `events.confirm`, Cancel and Escape `events.cancel`.
 */
export function useConfirmStep(
  actor: AnyActorRef,
  asking: boolean,
  texts: ConfirmOptions,
  events: { confirm: string; cancel: string },
) {
  const dialog = useConfirmDialog();
  const { confirm, cancel } = events;
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: texts,
      onConfirm: async () => {
        actor.send({ type: confirm });
        await waitFor(
          actor,
          (s: { hasTag(tag: string): boolean; status: string }) =>
            s.status !== 'active' || !s.hasTag('confirm-visible'),
        );
      },
      onCancel: () => actor.send({ type: cancel }),
    });
  }, [asking, actor, dialog, texts, confirm, cancel]);
}

const DELETE_EVENTS = { confirm: 'delete.confirm', cancel: 'delete.cancel' };

/** The confirmation of a page's delete step: delete.confirm and delete.cancel. */
export function useDeleteConfirmation(actor: AnyActorRef, asking: boolean, texts: ConfirmOptions) {
  useConfirmStep(actor, asking, texts, DELETE_EVENTS);
}
