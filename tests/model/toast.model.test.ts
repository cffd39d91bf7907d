import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { showToast, toastMachine, type ToastEvent } from '../../src/machines/toast.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { COPY_SUCCESS_TEXT, COPY_TOAST_MS, ERROR_TOAST_MS, TOAST_DEFAULT_MS } from '../../src/domain/spec-constants';

const DURATION_BY_TEXT: Record<string, number> = {
  Error: ERROR_TOAST_MS,
  [COPY_SUCCESS_TEXT]: COPY_TOAST_MS,
  'save successful!': TOAST_DEFAULT_MS,
};

const events: ToastEvent[] = [
  showToast({ text: 'Error', durationMs: ERROR_TOAST_MS }),
  showToast({ text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }),
  // No duration: the spec's default 2 s applies.
  showToast({ text: 'save successful!' }),
  { type: 'toast.dismiss' },
  // The delay is named in setup (each toast has its own duration), so the after-event carries its name.
  { type: 'xstate.after.toastDuration.toast.showing' } as unknown as ToastEvent,
];

describe('toast service', () => {
  it('toast: every state and transition, one toast at a time, each with its own duration', async () => {
    const coverage = await exploreModel({
      name: 'toast',
      machine: toastMachine,
      events,
      arrange: () => ({ machine: toastMachine, effects: null }),
      assertStep: ({ snapshot }) => {
        const { current, queue } = snapshot.context;
        expect(snapshot.hasTag('toast-visible')).toBe(current !== null);
        expect(snapshot.matches('idle')).toBe(current === null);
        if (current === null) expect(queue).toEqual([]);
        const texts = [current?.text, ...queue.map((t) => t.text)].filter((t) => t !== undefined);
        expect(new Set(texts).size).toBe(texts.length);
        for (const toast of [current, ...queue]) if (toast) expect(toast.durationMs).toBe(DURATION_BY_TEXT[toast.text]);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(2);
  });

  it('shows each toast for its duration, then the next, in the order raised', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    const shown = () => actor.getSnapshot().context.current?.text ?? null;
    actor.send(showToast({ text: 'Error', durationMs: ERROR_TOAST_MS }));
    actor.send(showToast({ text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }));
    actor.send(showToast({ text: 'Error', durationMs: ERROR_TOAST_MS }));
    actor.send(showToast({ text: 'save successful!' }));
    expect(shown()).toBe('Error');
    clock.increment(ERROR_TOAST_MS - 1);
    expect(shown()).toBe('Error');
    clock.increment(1);
    expect(shown()).toBe(COPY_SUCCESS_TEXT);
    clock.increment(COPY_TOAST_MS);
    expect(shown()).toBe('save successful!');
    clock.increment(TOAST_DEFAULT_MS - 1);
    expect(shown()).toBe('save successful!');
    clock.increment(1);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('a dismissed toast gives way at once, and the next one gets its full time', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    actor.send(showToast({ text: 'Error', durationMs: ERROR_TOAST_MS }));
    actor.send(showToast({ text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }));
    clock.increment(ERROR_TOAST_MS - 10);
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().context.current?.text).toBe(COPY_SUCCESS_TEXT);
    clock.increment(COPY_TOAST_MS - 1);
    expect(actor.getSnapshot().context.current?.text).toBe(COPY_SUCCESS_TEXT);
    clock.increment(1);
    expect(actor.getSnapshot().context.current).toBeNull();
    actor.stop();
  });
});
