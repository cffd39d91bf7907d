import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  linkedContentMachine,
  type LinkedContent,
  type LinkedContentEvent,
  type SaveRequest,
} from '../../src/machines/linked-content.machine';
import { LINK_PAGE_TEXTS } from '../../src/domain/link-pages';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';
import { CreatorFacingError } from '../../src/domain/creator-facing-error';

const CONTENT = {
  collection: {
    id: 'col-1',
    name: 'Summer picks',
    description: 'Beach days',
    platform: 'linkmint',
    productCount: 2,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  products: [
    {
      id: 'p1',
      title: 'Hat',
      url: 'https://www.amazon.com/dp/B0HATHAT01',
      source: 1,
      onShelf: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'p2',
      title: 'Towel',
      url: 'https://www.amazon.com/dp/B0TOWEL001',
      source: 1,
      onShelf: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
} as LinkedContent;
const ev = (e: unknown) => e as LinkedContentEvent;
const loaded = ev({ type: 'xstate.done.actor.loadLinkedContent', output: CONTENT, actorId: 'loadLinkedContent' });
const loadFailed = ev({
  type: 'xstate.error.actor.loadLinkedContent',
  error: new CreatorFacingError(LINK_PAGE_TEXTS.collectionMissing),
  actorId: 'loadLinkedContent',
});
const saved = ev({ type: 'xstate.done.actor.saveLinkedContent', output: CONTENT, actorId: 'saveLinkedContent' });
const saveFailed = ev({
  type: 'xstate.error.actor.saveLinkedContent',
  error: serverError('Give the collection a name.'),
  actorId: 'saveLinkedContent',
});

describe('edit linked content (saveLink/index)', () => {
  it('linked-content: every state and transition; only a titled change is saved, with the products ticked off', async () => {
    const coverage = await exploreModel<
      typeof linkedContentMachine,
      { loads: string[]; saves: SaveRequest[]; emitted: AnyEventObject[] }
    >({
      name: 'linked-content',
      machine: linkedContentMachine,
      input: { collectionId: 'col-1' },
      events: (snapshot) => [
        { type: 'content.retry' },
        { type: 'content.name.change', value: 'Summer picks 2026' },
        { type: 'content.name.change', value: '  ' },
        { type: 'content.description.change', value: 'Pool days' },
        { type: 'content.product.toggleRemoved', productId: 'p2' },
        { type: 'content.save' },
        ...(snapshot.matches('loading') ? [loaded, loadFailed] : []),
        ...(snapshot.matches('saving') ? [saved, saveFailed] : []),
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.content !== null,
          s.context.name,
          s.context.description,
          s.context.removed,
          s.context.failure,
        ]),
      arrange: () => {
        const effects = { loads: [] as string[], saves: [] as SaveRequest[], emitted: [] as AnyEventObject[] };
        const machine = linkedContentMachine.provide({
          actors: {
            loadLinkedContent: fromPromise<LinkedContent, { collectionId: string }>(
              ({ input }) => (effects.loads.push(input.collectionId), new Promise(() => {})),
            ),
            saveLinkedContent: fromPromise<LinkedContent, SaveRequest>(
              ({ input }) => (effects.saves.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        expect(effects.loads.every((id) => id === 'col-1')).toBe(true);
        if (event.type === 'content.save' && snapshot.matches('saving')) {
          const sent = effects.saves.at(-1)!;
          expect(sent.name.trim()).not.toBe('');
          expect(sent.name !== 'Summer picks' || sent.description !== 'Beach days' || sent.removed.length > 0).toBe(
            true,
          );
          expect(sent.removed).toEqual(snapshot.context.removed);
        }
        if (event === loaded || event === saved)
          expect(snapshot.context).toMatchObject({ name: 'Summer picks', description: 'Beach days', removed: [] });
        if (event === saved)
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: LINK_PAGE_TEXTS.contentSaved,
            durationMs: 3000,
          });
        if (event === saveFailed) expect(snapshot.context.failure).toBe('Give the collection a name.');
        if (event === loadFailed) expect(snapshot.context.failure).toBe(LINK_PAGE_TEXTS.collectionMissing);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('saving'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });
});
