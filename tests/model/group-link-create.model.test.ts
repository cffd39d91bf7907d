import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  groupLinkCreateMachine,
  type CollectionRef,
  type GroupLinkCreateEvent,
} from '../../src/machines/group-link-create.machine';
import { GROUP_LINK_PREVIEW_PATH, LINK_PAGE_TEXTS } from '../../src/domain/link-pages';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

const SUMMER: CollectionRef = { id: 'col-1', name: 'Summer picks' };
const ev = (e: unknown) => e as GroupLinkCreateEvent;
const created = ev({
  type: 'xstate.done.actor.createCollection',
  output: { id: 'col-2', name: 'Desk' },
  actorId: 'createCollection',
});
const createFailed = ev({
  type: 'xstate.error.actor.createCollection',
  error: serverError('Give the collection a name.'),
  actorId: 'createCollection',
});
const found = ev({ type: 'xstate.done.actor.findGroupLink', output: { code: 'GrpL1nk0' }, actorId: 'findGroupLink' });
const missing = ev({
  type: 'xstate.error.actor.findGroupLink',
  error: new CreatorFacingError(LINK_PAGE_TEXTS.groupLinkMissing),
  actorId: 'findGroupLink',
});

interface Effects {
  created: Array<{ name: string; productIds: readonly string[] }>;
  looked: CollectionRef[];
  emitted: AnyEventObject[];
}

describe('group link from a collection (collectionCreateGroupLink/index)', () => {
  it('group-link-create: every state and transition; the chosen or new collection’s group link opens', async () => {
    const coverage = await exploreModel<typeof groupLinkCreateMachine, Effects>({
      name: 'group-link-create',
      machine: groupLinkCreateMachine,
      events: (snapshot) => [
        { type: 'groupLink.collection.choose', collection: SUMMER },
        { type: 'groupLink.name.change', value: 'Desk' },
        { type: 'groupLink.name.change', value: ' ' },
        { type: 'groupLink.product.toggle', productId: 'p1' },
        { type: 'groupLink.create' },
        ...(snapshot.matches('creating') ? [created, createFailed] : []),
        ...(snapshot.matches('resolving') ? [found, missing] : []),
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.name, s.context.picked, s.context.chosen?.id ?? null, s.context.failure]),
      arrange: () => {
        const effects: Effects = { created: [], looked: [], emitted: [] };
        const machine = groupLinkCreateMachine.provide({
          actors: {
            createCollection: fromPromise<CollectionRef, { name: string; productIds: readonly string[] }>(
              ({ input }) => (effects.created.push(input), new Promise(() => {})),
            ),
            findGroupLink: fromPromise<{ code: string }, CollectionRef>(
              ({ input }) => (effects.looked.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        if (event.type === 'groupLink.create' && snapshot.matches('creating'))
          expect(effects.created.at(-1)?.name.trim()).toBe('Desk');
        if (snapshot.matches('resolving'))
          expect(effects.looked.at(-1)).toEqual(
            path.includes(created) && event === created ? { id: 'col-2', name: 'Desk' } : snapshot.context.chosen,
          );
        if (event === found)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'route.navigate',
            path: `${GROUP_LINK_PREVIEW_PATH}?id=GrpL1nk0`,
          });
        else if (!path.includes(found)) expect(effects.emitted).toEqual([]);
        if (event === missing) expect(snapshot.context.failure).toBe(LINK_PAGE_TEXTS.groupLinkMissing);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('creating') || snapshot.matches('resolving'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
