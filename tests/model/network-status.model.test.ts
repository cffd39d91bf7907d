import { describe, expect, it } from 'vitest';
import { networkStatusMachine, type NetworkStatusEvent } from '../../src/machines/network-status.machine';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

const events: NetworkStatusEvent[] = [{ type: 'network.offline' }, { type: 'network.online' }];

describe('network status', () => {
  it('network-status: every state and transition, starting online or offline; the tip shows exactly while offline', async () => {
    const explore = (online: boolean) =>
      exploreModel<typeof networkStatusMachine, null>({
        name: 'network-status',
        machine: networkStatusMachine,
        input: { online },
        events,
        arrange: () => ({ machine: networkStatusMachine, effects: null }),
        assertStep: ({ snapshot, path }) => {
          const last = path.at(-1);
          const offline = last ? last.type === 'network.offline' : !online;
          expect(snapshot.hasTag('no-network')).toBe(offline);
        },
      });
    const coverage = mergeCoverage('network-status', [await explore(true), await explore(false)]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(3);
  });
});
