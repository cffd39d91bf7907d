import { expect, it } from 'vitest';
import { sidebarMachine } from '../../src/machines/sidebar.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '../../src/domain/spec-constants';

it('sidebar: every state and transition, with the width each state shows', async () => {
  const coverage = await exploreModel({
    name: 'sidebar',
    machine: sidebarMachine,
    events: [{ type: 'sidebar.toggle' }, { type: 'sidebar.open' }, { type: 'sidebar.collapse' }],
    arrange: () => ({ machine: sidebarMachine, effects: null }),
    assertStep: ({ snapshot }) => {
      const open = snapshot.hasTag('sidebar-open');
      expect(open).not.toBe(snapshot.hasTag('sidebar-collapsed'));
      const meta = Object.values(snapshot.getMeta())[0] as { widthPx: number };
      expect(meta.widthPx).toBe(open ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX);
    },
  });
  reportCoverage(coverage);
  expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  expect(coverage.transitions.total).toHaveLength(4);
});
