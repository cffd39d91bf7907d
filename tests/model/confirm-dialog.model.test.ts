import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogEvent } from '../../src/machines/confirm-dialog.machine';
import {
  CONFIRM_DEFAULT_CONTENT,
  CONFIRM_DEFAULT_TITLE,
  CONFIRM_FADE_MS,
  LOGOUT_CONFIRM_CANCEL,
  LOGOUT_CONFIRM_OK,
  LOGOUT_CONFIRM_TEXT,
} from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const LOGOUT: ConfirmDialogEvent = {
  type: 'dialog.show',
  options: {
    title: LOGOUT_CONFIRM_TEXT,
    content: [],
    confirmText: LOGOUT_CONFIRM_OK,
    cancelText: LOGOUT_CONFIRM_CANCEL,
  },
};

const events: ConfirmDialogEvent[] = [
  { type: 'dialog.show' },
  LOGOUT,
  { type: 'dialog.show', options: { autoHide: false } },
  { type: 'dialog.confirm' },
  { type: 'dialog.cancel' },
  { type: 'dialog.escape' },
  { type: 'dialog.overlay.click' },
  { type: 'dialog.hide' },
  { type: 'xstate.done.actor.runConfirm', output: undefined, actorId: 'runConfirm' } as unknown as ConfirmDialogEvent,
  {
    type: 'xstate.error.actor.runConfirm',
    error: new Error('confirm failed'),
    actorId: 'runConfirm',
  } as unknown as ConfirmDialogEvent,
  { type: `xstate.after.fade.confirmDialog.hiding` } as unknown as ConfirmDialogEvent,
];

interface Effects {
  confirms: number;
  cancels: number;
}

describe('confirm dialog', () => {
  it('confirm-dialog: every state and transition; overlay clicks never close it, Escape and cancel run the cancel callback', async () => {
    let before: { value: unknown; cancels: number; confirms: number } = { value: 'hidden', cancels: 0, confirms: 0 };
    const coverage = await exploreModel<typeof confirmDialogMachine, Effects>({
      name: 'confirm-dialog',
      machine: confirmDialogMachine,
      events,
      serializeState: (s) => JSON.stringify({ v: s.value, t: s.context.title, a: s.context.autoHide }),
      arrange: () => {
        const effects: Effects = { confirms: 0, cancels: 0 };
        before = { value: 'hidden', cancels: 0, confirms: 0 };
        const machine = confirmDialogMachine.provide({
          actions: { notifyCancel: () => void (effects.cancels += 1) },
          // Never settles on its own: the model sends the done and error events itself.
          actors: {
            runConfirm: fromPromise<unknown, { callbacks: object }>(
              () => ((effects.confirms += 1), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const wasOpen = before.value === 'visible' || before.value === 'confirming';
        if (event.type === 'dialog.overlay.click') expect(snapshot.value).toBe(before.value);
        const cancelled =
          (event.type === 'dialog.cancel' || event.type === 'dialog.escape') && before.value === 'visible';
        expect(effects.cancels).toBe(before.cancels + (cancelled ? 1 : 0));
        const confirmed = event.type === 'dialog.confirm' && before.value === 'visible';
        expect(effects.confirms).toBe(before.confirms + (confirmed ? 1 : 0));
        if (event.type === 'dialog.escape' && before.value === 'confirming') expect(snapshot.value).toBe('confirming');
        expect(snapshot.hasTag('dialog-open')).toBe(snapshot.matches('visible') || snapshot.matches('confirming'));
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('confirming'));
        if (snapshot.matches('hidden') && wasOpen === false && before.value === 'hiding') {
          expect(snapshot.context.title).toBe(CONFIRM_DEFAULT_TITLE);
        }
        before = { value: snapshot.value, cancels: effects.cancels, confirms: effects.confirms };
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(4);
  });

  it('shows the default texts of spec §8 and runs an async confirm with a loading state, then hides and is removed after 300 ms', async () => {
    const clock = new SimulatedClock();
    let finish!: () => void;
    const actor = createActor(confirmDialogMachine, { clock }).start();
    actor.send({ type: 'dialog.show', onConfirm: () => new Promise<void>((resolve) => (finish = resolve)) });
    expect(actor.getSnapshot().context).toMatchObject({
      title: CONFIRM_DEFAULT_TITLE,
      content: CONFIRM_DEFAULT_CONTENT,
    });
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'dialog.escape' });
    expect(actor.getSnapshot().value).toBe('confirming');
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('hiding');
    clock.increment(CONFIRM_FADE_MS - 1);
    expect(actor.getSnapshot().hasTag('dialog-mounted')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.stop();
  });

  it('a confirm without autoHide stays visible until the caller hides it; Escape runs the cancel callback', async () => {
    const calls: string[] = [];
    const actor = createActor(confirmDialogMachine).start();
    actor.send({
      type: 'dialog.show',
      options: { autoHide: false },
      onConfirm: () => calls.push('confirm'),
      onCancel: () => calls.push('cancel'),
    });
    actor.send({ type: 'dialog.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'dialog.escape' });
    expect(actor.getSnapshot().value).toBe('hiding');
    expect(calls).toEqual(['confirm', 'cancel']);
    actor.stop();
  });
});
