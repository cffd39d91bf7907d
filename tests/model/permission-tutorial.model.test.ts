import { describe, expect, it } from 'vitest';
import {
  permissionTutorialMachine,
  type PermissionTutorialEvent,
} from '../../src/machines/permission-tutorial.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const events: PermissionTutorialEvent[] = [
  { type: 'permission.denied', permission: 'clipboard' },
  { type: 'permission.denied', permission: 'popup' },
  { type: 'permission.denied', permission: 'other' },
  { type: 'tutorial.close' },
];

describe('permission tutorial', () => {
  it('permission-tutorial: every state and transition; the modal explains the latest refusal, one at a time', async () => {
    const coverage = await exploreModel<typeof permissionTutorialMachine, null>({
      name: 'permission-tutorial',
      machine: permissionTutorialMachine,
      events,
      arrange: () => ({ machine: permissionTutorialMachine, effects: null }),
      assertStep: ({ snapshot, event }) => {
        expect(snapshot.hasTag('modal-visible')).toBe(snapshot.context.permission !== null);
        if (event.type === 'permission.denied') expect(snapshot.context.permission).toBe(event.permission);
        if (event.type === 'tutorial.close') expect(snapshot.matches('hidden')).toBe(true);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(2);
  });
});
