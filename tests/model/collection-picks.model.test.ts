import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { collectionPicksMachine, type CollectionPicksEvent } from '../../src/machines/collection-picks.machine';
import { LINK_PAGE_TEXTS, SAVE_LINK_PATH } from '../../src/domain/link-pages';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

type Save = { collectionId: string; add: readonly string[]; remove: readonly string[] };
const ev = (e: unknown) => e as CollectionPicksEvent;
const members = ev({ type: 'xstate.done.actor.loadMemberIds', output: ['p1'], actorId: 'loadMemberIds' });
const loadFailed = ev({
  type: 'xstate.error.actor.loadMemberIds',
  error: serverError('offline'),
  actorId: 'loadMemberIds',
});
const saved = ev({ type: 'xstate.done.actor.savePicks', output: undefined, actorId: 'savePicks' });
const saveFailed = ev({
  type: 'xstate.error.actor.savePicks',
  error: serverError('A collection holds at most 200 products.'),
  actorId: 'savePicks',
});

describe('select products (saveLink/selectProducts)', () => {
  it('collection-picks: every state and transition; Save sends exactly the difference, then returns to the content', async () => {
    const coverage = await exploreModel<typeof collectionPicksMachine, { saves: Save[]; emitted: AnyEventObject[] }>({
      name: 'collection-picks',
      machine: collectionPicksMachine,
      input: { collectionId: 'col-1' },
      events: (snapshot) => [
        { type: 'picks.retry' },
        { type: 'picks.toggle', productId: 'p1' },
        { type: 'picks.toggle', productId: 'p2' },
        { type: 'picks.save' },
        ...(snapshot.matches('loading') ? [members, loadFailed] : []),
        ...(snapshot.matches('saving') ? [saved, saveFailed] : []),
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.initial, s.context.picked, s.context.failure]),
      arrange: () => {
        const effects = { saves: [] as Save[], emitted: [] as AnyEventObject[] };
        const machine = collectionPicksMachine.provide({
          actors: {
            loadMemberIds: fromPromise<string[], { collectionId: string }>(() => new Promise(() => {})),
            savePicks: fromPromise<void, Save>(({ input }) => (effects.saves.push(input), new Promise(() => {}))),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (event.type === 'picks.save' && snapshot.matches('saving')) {
          const { add, remove } = effects.saves.at(-1)!;
          expect(add.length + remove.length).toBeGreaterThan(0);
          const result = new Set([...snapshot.context.initial.filter((id) => !remove.includes(id)), ...add]);
          expect([...result].sort()).toEqual([...snapshot.context.picked].sort());
        }
        if (event === saved) {
          expect(effects.emitted).toEqual([
            { type: 'toast.show', text: LINK_PAGE_TEXTS.productsSaved, durationMs: 3000 },
            { type: 'route.navigate', path: `${SAVE_LINK_PATH}?id=col-1` },
          ]);
        }
        if (event === saveFailed) expect(snapshot.context.failure).toMatch(/at most 200/);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('saving'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
