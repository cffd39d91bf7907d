/**
 * The shared catalog search box (spec §2 Shared pieces: Search button, clear, search, enter and change): on
 * the search page it suggests keywords from the catalog as the creator types (get_products_keywords) and
 * lists recent searches; a search opens the results page for the keyword.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getProductsKeywords } from '../api/links';
import { browserRecentSearchesStore } from '../api/recent-searches-store';
import { searchResultPath } from '../domain/catalog-browse';
import {
  applySuggestion,
  normalizeKeyword,
  POPULAR_KEYWORDS_MAX,
  rememberSearch,
  SUGGEST_DELAY_MS,
  SUGGESTIONS_MAX,
  suggestionPrefix,
} from '../domain/catalog-search';
import { doneOutput } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface CatalogSearchInput {
  /** What the box starts with (the results page shows its keyword). */
  query?: string;
  /** Suggest keywords while typing, and list recent searches (the search page). */
  suggest?: boolean;
}

export interface CatalogSearchContext {
  query: string;
  suggest: boolean;
  suggestions: string[];
  recent: string[];
  /** The catalog's most used words, offered on the search page before anything is typed. */
  popular: string[];
}

export interface SearchHints {
  recent: string[];
  popular: string[];
}

export type CatalogSearchEvent =
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.pick'; keyword: string }
  | { type: 'suggestion.pick'; keyword: string }
  | { type: 'search.clear' }
  | { type: 'recent.clear' };

export type CatalogSearchEmitted = { type: 'route.navigate'; path: string };

export const catalogSearchMachine = setup({
  types: {
    input: {} as CatalogSearchInput,
    context: {} as CatalogSearchContext,
    events: {} as CatalogSearchEvent,
    emitted: {} as CatalogSearchEmitted,
  },
  actors: {
    loadSearchHints: fromPromise<SearchHints, { suggest: boolean }>(async ({ input, signal }) => {
      const recent = browserRecentSearchesStore().read();
      if (!input.suggest) return { recent, popular: [] };
      // Popular words are a nicety: the page works without them.
      const popular = await getProductsKeywords(
        { scope: 'catalog', limit: POPULAR_KEYWORDS_MAX },
        { signal, ignoreErrors: true },
      ).then(
        (answer) => answer.list,
        () => [],
      );
      return { recent, popular };
    }),
    getProductsKeywords: fromPromise<string[], { prefix: string }>(async ({ input, signal }) => {
      const answer = await getProductsKeywords(
        { prefix: input.prefix, scope: 'catalog', limit: SUGGESTIONS_MAX },
        { signal, ignoreErrors: true },
      );
      return answer.list;
    }),
  },
  delays: {
    suggestDelay: SUGGEST_DELAY_MS,
  },
  guards: {
    hasQuery: ({ context }) => normalizeKeyword(context.query) !== '',
    hasKeyword: ({ event }) => event.type === 'search.pick' && normalizeKeyword(event.keyword) !== '',
    /** A suggestion completes the word being typed; after a space there is none to complete. */
    canComplete: ({ context, event }) =>
      event.type === 'suggestion.pick' &&
      normalizeKeyword(event.keyword) !== '' &&
      suggestionPrefix(context.query) !== '',
    wantsSuggestions: ({ context, event }) =>
      context.suggest && event.type === 'search.change' && suggestionPrefix(event.value) !== '',
  },
  actions: {
    assignQuery: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { query: event.value };
    }),
    assignSuggestion: assign(({ context, event }) => {
      assertEvent(event, 'suggestion.pick');
      return { query: `${applySuggestion(context.query, event.keyword)} `, suggestions: [] };
    }),
    assignPicked: assign(({ event }) => {
      assertEvent(event, 'search.pick');
      return { query: normalizeKeyword(event.keyword) };
    }),
    clearSuggestions: assign({ suggestions: [] }),
    clearQuery: assign({ query: '', suggestions: [] }),
    assignHints: assign((_, output: SearchHints) => ({ ...output })),
    assignSuggestions: assign((_, output: string[]) => ({ suggestions: output.slice(0, SUGGESTIONS_MAX) })),
    rememberQuery: assign(({ context }) => ({
      recent: rememberSearch(context.recent, context.query),
      suggestions: [],
    })),
    forgetRecent: assign({ recent: [] }),
    persistRecent: ({ context }) => browserRecentSearchesStore().write(context.recent),
    navigateToResults: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: searchResultPath(normalizeKeyword(context.query)),
    })),
  },
}).createMachine({
  id: 'catalogSearch',
  description:
    'The catalog search box: typing (with suggestions on the search page), recent searches, and Search opening the results.',
  context: ({ input }) => ({
    query: input.query ?? '',
    suggest: input.suggest ?? false,
    suggestions: [],
    recent: [],
    popular: [],
  }),
  initial: 'loadingHints',
  on: {
    'search.submit': {
      guard: 'hasQuery',
      target: '.idle',
      actions: ['rememberQuery', 'persistRecent', 'navigateToResults'],
      description: 'Search (or Enter) with a keyword: it joins the recent searches and its results open.',
    },
    'search.pick': {
      guard: 'hasKeyword',
      target: '.idle',
      actions: ['assignPicked', 'rememberQuery', 'persistRecent', 'navigateToResults'],
      description: 'A recent search was chosen: it is searched again.',
    },
    'suggestion.pick': {
      guard: 'canComplete',
      target: '.idle',
      actions: 'assignSuggestion',
      description: 'A suggestion completes the word being typed; the creator can type on or search.',
    },
    'search.clear': { target: '.idle', actions: 'clearQuery', description: 'The clear button empties the box.' },
    'recent.clear': { actions: ['forgetRecent', 'persistRecent'], description: 'Clear the recent searches.' },
  },
  states: {
    loadingHints: {
      description:
        "Reading this browser's recent searches of the shop and, on the search page, the catalog's popular words.",
      invoke: {
        id: 'loadSearchHints',
        src: 'loadSearchHints',
        input: ({ context }) => ({ suggest: context.suggest }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignHints', params: doneOutput },
          description: 'The recent searches and popular words are listed.',
        },
        onError: { target: 'idle', description: 'Storage refused: no recent searches.' },
      },
    },
    idle: {
      description: 'The box shows what was typed and any suggestions for it.',
      on: {
        'search.change': [
          {
            guard: 'wantsSuggestions',
            target: 'waiting',
            actions: 'assignQuery',
            description: 'Typing on the search page: suggest once typing pauses.',
          },
          {
            actions: ['assignQuery', 'clearSuggestions'],
            description: 'Typing where no suggestions are offered, or nothing left to complete.',
          },
        ],
      },
    },
    waiting: {
      description: 'Typing: suggestions are asked for once it pauses.',
      after: { suggestDelay: { target: 'suggesting', description: 'Typing paused.' } },
      on: {
        'search.change': [
          {
            guard: 'wantsSuggestions',
            target: 'waiting',
            reenter: true,
            actions: 'assignQuery',
            description: 'Still typing: wait again.',
          },
          { target: 'idle', actions: ['assignQuery', 'clearSuggestions'], description: 'Nothing left to complete.' },
        ],
      },
    },
    suggesting: {
      description: 'get_products_keywords (scope catalog) for the word being typed.',
      invoke: {
        id: 'getProductsKeywords',
        src: 'getProductsKeywords',
        input: ({ context }) => ({ prefix: suggestionPrefix(context.query) }),
        onDone: {
          target: 'idle',
          actions: { type: 'assignSuggestions', params: doneOutput },
          description: 'The suggestions show under the box.',
        },
        onError: {
          target: 'idle',
          actions: 'clearSuggestions',
          description: 'No suggestions this time; searching still works.',
        },
      },
      on: {
        'search.change': [
          {
            guard: 'wantsSuggestions',
            target: 'waiting',
            actions: 'assignQuery',
            description: 'Typing on: these suggestions are dropped.',
          },
          { target: 'idle', actions: ['assignQuery', 'clearSuggestions'], description: 'Nothing left to complete.' },
        ],
      },
    },
  },
});

export type CatalogSearchSnapshot = SnapshotFrom<typeof catalogSearchMachine>;

export const card = {
  machine: catalogSearchMachine,
  title: 'Catalog search box',
  spec: '§2 shared search box, search/index; §7 get_products_keywords',
  screen: 'search',
  input: { suggest: true },
} satisfies MachineCard<typeof catalogSearchMachine>;
