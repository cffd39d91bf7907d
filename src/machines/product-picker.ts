/**
 * The product picker as a part of a machine (the bio posts', the landing page editor's): its context, the search
 * actor, guards and context change a machine's setup names, and the `picking` state it places beside its `idle`
 * state. The creator switches between My Shop and the catalog, types a keyword, searches, and chooses one of the
 * products found; what a choice does (a post's new item, a product block's card) is the machine's own
 * `assignProduct`, and opening (`openPicker`: FIRST_PICKER, and what it fills) and `closePicker` are its own too.
 */
import { fromPromise } from 'xstate';
import type { ProductChoice, ProductSource } from '../domain/landing-pages';
import { failureText } from './failure-text';
import { productChoice, searchProducts, type PickerProduct, type ProductQuery } from './product-search';

export interface ProductPicker {
  source: ProductSource;
  keyword: string;
  results: readonly PickerProduct[];
  failure: string | null;
}

/** The picker as it opens: My Shop, no keyword, nothing found yet. */
export const FIRST_PICKER: ProductPicker = { source: 'shop', keyword: '', results: [], failure: null };

/** What the search reads: the picker's source and keyword. */
export const pickerQuery = (picker: ProductPicker | null): ProductQuery => ({
  source: picker?.source ?? 'shop',
  keyword: picker?.keyword ?? '',
});

/** The chosen product as a choice of its source, or undefined when the picker did not list it. */
export function chosenProduct(picker: ProductPicker | null, productId: string): ProductChoice | undefined {
  const product = picker?.results.find((p) => p.id === productId);
  return picker && product ? productChoice(product, picker.source) : undefined;
}

/** The search step: the first products of My Shop or the catalog matching the keyword. */
export const searchProductsLogic = fromPromise<PickerProduct[], ProductQuery>(({ input, signal }) =>
  searchProducts(input, signal),
);

interface PickerArgs<P extends ProductPicker> {
  context: { picker: P | null };
}

/** The picker's guards for a machine's setup; their params come from the `picking` state's transitions. */
export const isOtherSource = ({ context }: PickerArgs<ProductPicker>, source: ProductSource) =>
  context.picker?.source !== source;

export const isListedProduct = ({ context }: PickerArgs<ProductPicker>, productId: string) =>
  chosenProduct(context.picker, productId) !== undefined;

/**
 * The picker's one change, for a machine's setup (`changePicker: assign(({ context }, change) => changePicker(…))`):
 * the `picking` state's transitions pass what changes (a source, a keyword, the products found, why none show). A
 * picker that also names what it fills (a landing editor's block key) keeps that.
 */
export const changePicker = <P extends ProductPicker>(picker: P | null, change: Partial<ProductPicker>) => ({
  picker: picker && { ...picker, ...change },
});

/**
 * The `picking` state: the picker's modal shows (tag 'picker-visible'), a search runs on opening and on each source or
 * Search ('searching'), and a listed product's Choose goes to `chosen` (the machine's editing `idle`, by id) through
 * the machine's `assignProduct`. Closing goes back to the sibling `idle` state.
 */
export function pickingState(chosen: `#${string}`, texts: { close: string; choose: string; searchFailed: string }) {
  return {
    description: 'The product picker: products of My Shop or of the catalog, searchable.',
    tags: 'picker-visible',
    initial: 'searching',
    on: {
      'picker.close': { target: 'idle', actions: 'closePicker', description: texts.close },
      'picker.source': {
        guard: { type: 'isOtherSource', params: ({ event }: { event: { source: ProductSource } }) => event.source },
        target: '.searching',
        actions: {
          type: 'changePicker',
          params: ({ event }: { event: { source: ProductSource } }) => ({
            source: event.source,
            results: [],
            failure: null,
          }),
        },
        description: 'Switch between My Shop and the catalog.',
      },
      'picker.keyword': {
        actions: {
          type: 'changePicker',
          params: ({ event }: { event: { value: string } }) => ({ keyword: event.value }),
        },
        description: 'Type a keyword in the picker’s search box.',
      },
    },
    states: {
      searching: {
        description:
          'Reading the first products of the source matching the keyword (get_products or catalog/product_list).',
        tags: 'searching',
        invoke: {
          id: 'searchProducts',
          src: 'searchProducts',
          input: ({ context }: PickerArgs<ProductPicker>) => pickerQuery(context.picker),
          onDone: {
            target: 'results',
            actions: {
              type: 'changePicker',
              params: ({ event }: { event: { output: PickerProduct[] } }) => ({ results: event.output, failure: null }),
            },
            description: 'The products show, each with Choose.',
          },
          onError: {
            target: 'results',
            actions: {
              type: 'changePicker',
              params: ({ event }: { event: { error: unknown } }) => ({
                results: [],
                failure: failureText(event.error, texts.searchFailed),
              }),
            },
            description: 'Not loaded: the picker says why; search again to retry.',
          },
        },
      },
      results: {
        description: 'The products found (or why none show).',
        on: {
          'picker.search': { target: 'searching', description: 'Search again with the keyword.' },
          'picker.choose': {
            guard: {
              type: 'isListedProduct',
              params: ({ event }: { event: { productId: string } }) => event.productId,
            },
            target: chosen,
            actions: {
              type: 'assignProduct',
              params: ({ event }: { event: { productId: string } }) => event.productId,
            },
            description: texts.choose,
          },
        },
      },
    },
  } as const;
}
