import { fromPromise } from 'xstate';
import type {
  ListPage,
  PagedListEvent,
  PagedListMachine,
  PagedListSnapshot,
  PageRequest,
} from '../../src/machines/paged-list.machine';
import { serverError } from './flow-fakes';

/**
 * The model-test parts every list on the paged-list chart shares: the events a creator and the two reads can
 * send, and the machine with a read that records what it was asked and never answers (the test answers it).
 */
export function pagedListModel<T extends { id: string }>(
  machine: PagedListMachine<T>,
  pages: { first: ListPage<T>; next: ListPage<T>; keyword: string; removedId: string; error: string },
) {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as PagedListEvent;
  const failed = (id: string) =>
    ({ type: `xstate.error.actor.${id}`, error: serverError(pages.error), actorId: id }) as unknown as PagedListEvent;
  return {
    events: (snapshot: PagedListSnapshot<T>) => {
      const events: PagedListEvent[] = [
        { type: 'list.keyword.change', value: pages.keyword },
        { type: 'list.search' },
        { type: 'list.more' },
        { type: 'list.retry' },
        { type: 'list.reload' },
        { type: 'list.item.removed', id: pages.removedId },
      ];
      if (snapshot.matches('loading')) events.push(done('fetchPage', pages.first), failed('fetchPage'));
      if (snapshot.matches('loadingMore')) events.push(done('fetchNextPage', pages.next), failed('fetchNextPage'));
      return events;
    },
    serializeState: (s: PagedListSnapshot<T>) =>
      JSON.stringify([
        s.value,
        s.context.keyword,
        s.context.query,
        s.context.items.map((i) => i.id),
        s.context.total,
        s.context.failure,
      ]),
    arrange: () => {
      const effects = { requests: [] as PageRequest[] };
      const provided = machine.provide({
        actors: {
          fetchPage: fromPromise<ListPage<T>, PageRequest>(
            ({ input }) => (effects.requests.push(input), new Promise(() => {})),
          ),
        },
      });
      return { machine: provided, effects };
    },
  };
}
