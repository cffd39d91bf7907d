import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, SimulatedClock } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogEvent } from '../../src/machines/confirm-dialog.machine';
import { CONFIRM_FADE_MS } from '../../src/domain/spec-constants';

/** A step of the creator, the caller, an async confirm settling, or time passing. */
type Step =
  { kind: 'event'; event: ConfirmDialogEvent } | { kind: 'settle'; ok: boolean } | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc
    .constantFrom<ConfirmDialogEvent>(
      { type: 'dialog.show' },
      { type: 'dialog.show', options: { autoHide: false } },
      { type: 'dialog.confirm' },
      { type: 'dialog.cancel' },
      { type: 'dialog.escape' },
      { type: 'dialog.hide' },
      { type: 'dialog.overlay.click' },
      { type: 'dialog.overlay.click' },
    )
    .map((event) => ({ kind: 'event' as const, event })),
  fc.boolean().map((ok) => ({ kind: 'settle' as const, ok })),
  fc.integer({ min: 0, max: CONFIRM_FADE_MS * 2 }).map((ms) => ({ kind: 'wait' as const, ms })),
);

describe('confirm dialog under any sequence of events', () => {
  it.prop([fc.array(step, { maxLength: 40 })])(
    'an overlay click never closes it nor changes anything',
    async (steps) => {
      const clock = new SimulatedClock();
      // Each confirm callback waits for the test to settle it, so a confirm can be in flight at any step.
      const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
      const onConfirm = () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
      const actor = createActor(confirmDialogMachine, { clock }).start();
      for (const s of steps) {
        if (s.kind === 'wait') {
          clock.increment(s.ms);
        } else if (s.kind === 'settle') {
          const next = pending.shift();
          if (s.ok) next?.resolve();
          else next?.reject(new Error('failed'));
          await Promise.resolve();
          await Promise.resolve();
        } else {
          const event = s.event.type === 'dialog.show' ? { ...s.event, onConfirm } : s.event;
          const before = actor.getSnapshot();
          actor.send(event);
          const after = actor.getSnapshot();
          if (event.type === 'dialog.overlay.click') {
            expect(after.value).toEqual(before.value);
            expect(after.context).toEqual(before.context);
          }
          if (before.hasTag('dialog-open') && !after.hasTag('dialog-open')) {
            expect(['dialog.cancel', 'dialog.escape', 'dialog.hide']).toContain(event.type);
          }
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('confirming'));
      }
      actor.stop();
    },
  );
});
