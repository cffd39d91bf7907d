import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  catalogSearchMachine,
  type CatalogSearchEvent,
  type CatalogSearchSnapshot,
  type SearchHints,
} from '../../src/machines/catalog-search.machine';
import { searchResultPath } from '../../src/domain/catalog-browse';
import { normalizeKeyword } from '../../src/domain/catalog-search';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const actorEvent = (type: 'done' | 'error', id: string, payload: unknown) =>
  ({
    type: `xstate.${type}.actor.${id}`,
    actorId: id,
    ...(type === 'done' ? { output: payload } : { error: payload }),
  }) as unknown as CatalogSearchEvent;
const PAUSED = { type: 'xstate.after.suggestDelay.catalogSearch.waiting' } as unknown as CatalogSearchEvent;

function eventsFor(snapshot: CatalogSearchSnapshot): CatalogSearchEvent[] {
  const events: CatalogSearchEvent[] = [
    { type: 'search.change', value: 'cera' },
    { type: 'search.change', value: 'cera ' },
    { type: 'search.submit' },
    { type: 'search.pick', keyword: 'Ninja' },
    { type: 'search.pick', keyword: '   ' },
    { type: 'suggestion.pick', keyword: 'cerave' },
    { type: 'search.clear' },
    { type: 'recent.clear' },
  ];
  if (snapshot.matches('loadingHints')) {
    events.push(
      actorEvent('done', 'loadSearchHints', { recent: ['blender'], popular: ['cerave', 'stanley'] }),
      actorEvent('error', 'loadSearchHints', new Error('storage refused')),
    );
  }
  if (snapshot.matches('waiting')) events.push(PAUSED);
  if (snapshot.matches('suggesting'))
    events.push(
      actorEvent('done', 'getProductsKeywords', ['cerave', 'ceramic']),
      actorEvent('error', 'getProductsKeywords', new Error('offline')),
    );
  return events;
}

interface Effects {
  prefixes: string[];
  persisted: string[][];
  emitted: AnyEventObject[];
}

describe('catalog search box (search/index, the shared search box)', () => {
  it('catalog-search: every state and transition; a search opens its results and joins the recent searches', async () => {
    const coverage = await exploreModel<typeof catalogSearchMachine, Effects>({
      name: 'catalog-search',
      machine: catalogSearchMachine,
      input: { suggest: true },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({ v: s.value, q: s.context.query, s: s.context.suggestions.length, r: s.context.recent.length }),
      arrange: () => {
        const effects: Effects = { prefixes: [], persisted: [], emitted: [] };
        const machine = catalogSearchMachine.provide({
          actors: {
            loadSearchHints: fromPromise<SearchHints, { suggest: boolean }>(() => new Promise(() => {})),
            getProductsKeywords: fromPromise<string[], { prefix: string }>(
              ({ input }) => (effects.prefixes.push(input.prefix), new Promise(() => {})),
            ),
          },
          actions: { persistRecent: ({ context }) => void effects.persisted.push([...context.recent]) },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { query, recent } = snapshot.context;
        if (snapshot.matches('suggesting')) expect(effects.prefixes.at(-1)).toBe('cera');
        if (event.type === 'search.submit' || event.type === 'search.pick') {
          const searched = event.type === 'search.pick' ? normalizeKeyword(event.keyword) : normalizeKeyword(query);
          if (searched !== '') {
            expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: searchResultPath(searched) });
            expect(recent[0]).toBe(searched);
            expect(effects.persisted.at(-1)).toEqual(recent);
          }
        }
        if (event.type === 'suggestion.pick') expect(query).toBe('cerave ');
        if (event.type === 'search.clear') expect(query).toBe('');
        if (event.type === 'recent.clear') expect(effects.persisted.at(-1)).toEqual([]);
        // Every navigation is to the results of a non-blank keyword.
        for (const e of effects.emitted) expect(e.path).not.toBe(searchResultPath(''));
        expect(new Set(recent.map((k) => k.toLowerCase())).size).toBe(recent.length);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('without suggestions (the Viral Items box) typing asks for none, and Search still opens the results', async () => {
    const asked: string[] = [];
    const emitted: AnyEventObject[] = [];
    const machine = catalogSearchMachine.provide({
      actors: {
        loadSearchHints: fromPromise<SearchHints, { suggest: boolean }>(async () => ({ recent: [], popular: [] })),
        getProductsKeywords: fromPromise<string[], { prefix: string }>(
          async ({ input }) => (asked.push(input.prefix), []),
        ),
      },
      actions: { persistRecent: () => undefined },
    });
    const actor = createActor(machine, { input: {} });
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'search.change', value: '  ninja   blender ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'search.submit' });
    expect(asked).toEqual([]);
    expect(emitted).toEqual([{ type: 'route.navigate', path: '/pages/searchResult/index?keyword=ninja+blender' }]);
    actor.stop();
  });
});
