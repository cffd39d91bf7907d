import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine, type SidebarEvent } from '../../src/machines/sidebar.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '../../src/domain/spec-constants';

const events: SidebarEvent[] = [
  { type: 'sidebar.toggle' },
  { type: 'sidebar.open' },
  { type: 'sidebar.collapse' },
  { type: 'viewport.changed', narrow: true },
  { type: 'viewport.changed', narrow: false },
];

for (const narrow of [false, true]) {
  it(`sidebar (${narrow ? 'narrow' : 'wide'} start): every state and transition, with the width each state shows`, async () => {
    const coverage = await exploreModel({
      name: narrow ? 'sidebar-narrow-start' : 'sidebar',
      machine: sidebarMachine,
      input: { narrow },
      events,
      arrange: () => ({ machine: sidebarMachine, effects: null }),
      assertStep: ({ snapshot, event }) => {
        const open = snapshot.hasTag('sidebar-open');
        expect(open).not.toBe(snapshot.hasTag('sidebar-collapsed'));
        const meta = Object.values(snapshot.getMeta())[0] as { widthPx: number };
        expect(meta.widthPx).toBe(open ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX);
        // Sign-in never opens it over a narrow window's content; the creator's own toggle always works.
        if (event.type === 'sidebar.open' && snapshot.context.narrow) expect(open).toBe(false);
        if (event.type === 'viewport.changed' && event.narrow) expect(open).toBe(false);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
}

it('starts collapsed in a narrow window and open in a wide one', () => {
  expect(
    createActor(sidebarMachine, { input: { narrow: true } })
      .start()
      .getSnapshot().value,
  ).toBe('collapsed');
  expect(
    createActor(sidebarMachine, { input: { narrow: false } })
      .start()
      .getSnapshot().value,
  ).toBe('open');
  expect(createActor(sidebarMachine, { input: {} }).start().getSnapshot().value).toBe('open');
});
