import { describe, expect, it } from 'vitest';
import { MACHINES, machineSlug } from '../../src/machines/registry';
import { reportWalk, walkSimulation } from '../support/simulation-walk';

/**
 * Every state of every registered machine can be reached in the statechart viewer's Simulate mode by clicking
 * alone: the default answers of its calls (`<machine>.examples.ts`), its events with their example data, its
 * delays fired, and the guards forced where they read data a simulation does not have.
 */
describe('Simulate mode reaches every state with the default answers', () => {
  it.each(MACHINES.map((entry) => [machineSlug(entry), entry] as const))('%s', (_slug, entry) => {
    const walk = walkSimulation(entry);
    reportWalk(walk);
    expect(walk.missing, `${entry.file}: states no click reaches in Simulate`).toEqual([]);
  });
});
