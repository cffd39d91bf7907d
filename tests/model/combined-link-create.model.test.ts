import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  COMBINED_CREATED_TEXT,
  combinedLinkCreateMachine,
  type CombinedLinkCreateEvent,
  type Created,
  type PickedProduct,
} from '../../src/machines/combined-link-create.machine';
import { COMBINE_LINK_PREVIEW_PATH } from '../../src/domain/link-pages';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { serverError } from '../support/flow-fakes';

const LAMP: PickedProduct = { id: 'p-lamp', title: 'Desk lamp' };
const CHAIR: PickedProduct = { id: 'p-chair', title: 'Chair' };
const done = {
  type: 'xstate.done.actor.createCombinedLink',
  output: { id: 'C0mb1ned', code: 'C0mb1ned' },
  actorId: 'createCombinedLink',
} as unknown as CombinedLinkCreateEvent;
const failed = {
  type: 'xstate.error.actor.createCombinedLink',
  error: serverError('These short links are not in your shop: x.'),
  actorId: 'createCombinedLink',
} as unknown as CombinedLinkCreateEvent;

describe('combined link creation (combineLinkPreview/index)', () => {
  it('combined-link-create: every state and transition; only a titled link of two products or more is sent', async () => {
    const coverage = await exploreModel<
      typeof combinedLinkCreateMachine,
      { sent: Array<{ title: string; productIds: readonly string[] }>; emitted: AnyEventObject[] }
    >({
      name: 'combined-link-create',
      machine: combinedLinkCreateMachine,
      events: (snapshot) => [
        { type: 'combined.title.change', value: 'Desk setup' },
        { type: 'combined.title.change', value: '   ' },
        { type: 'combined.product.toggle', product: LAMP },
        { type: 'combined.product.toggle', product: CHAIR },
        { type: 'combined.submit' },
        ...(snapshot.matches('creating') ? [done, failed] : []),
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.title, s.context.picked.map((p) => p.id), s.context.failure]),
      arrange: () => {
        const effects = {
          sent: [] as Array<{ title: string; productIds: readonly string[] }>,
          emitted: [] as AnyEventObject[],
        };
        const machine = combinedLinkCreateMachine.provide({
          actors: {
            createCombinedLink: fromPromise<Created, { title: string; productIds: readonly string[] }>(
              ({ input }) => (effects.sent.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        if (snapshot.matches('creating') && event.type === 'combined.submit') {
          const sent = effects.sent.at(-1)!;
          expect(sent.title.trim()).not.toBe('');
          expect(sent.productIds.length).toBeGreaterThanOrEqual(2);
          expect(sent.productIds).toEqual(snapshot.context.picked.map((p) => p.id));
        }
        if (event === done) {
          expect(effects.emitted).toEqual([
            { type: 'toast.show', text: COMBINED_CREATED_TEXT, durationMs: 3000 },
            { type: 'route.navigate', path: `${COMBINE_LINK_PREVIEW_PATH}?id=C0mb1ned` },
          ]);
          expect(snapshot.context).toEqual({ title: '', picked: [], failure: null });
        }
        if (event === failed) expect(snapshot.context.failure).toBe('These short links are not in your shop: x.');
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('creating'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('keeps the products in the order they were ticked; unticking takes one out', () => {
    const actor = createActor(combinedLinkCreateMachine).start();
    actor.send({ type: 'combined.product.toggle', product: CHAIR });
    actor.send({ type: 'combined.product.toggle', product: LAMP });
    expect(actor.getSnapshot().context.picked).toEqual([CHAIR, LAMP]);
    actor.send({ type: 'combined.product.toggle', product: CHAIR });
    expect(actor.getSnapshot().context.picked).toEqual([LAMP]);
    actor.stop();
  });
});
