/**
 * Where navigation keeps what outlives a page: the route stack in session storage (one browser tab's history,
 * spec §2) and the boosting index in local storage, which a relaunch clears.
 */

export const ROUTE_STACK_KEY = 'linkmint.routeStack';
/** The boosting pages' remembered list position; a relaunch starts them over (spec §2). */
export const BOOSTING_INDEX_KEY = 'linkmint.boostingIndex';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RouteStackStore {
  /** The saved stack as stored text (parsed by the domain rule), or null when none was saved. */
  readSaved(): string | null;
  save(stack: readonly string[]): void;
  /** What a relaunch forgets: the saved stack and the boosting index. */
  clearForRelaunch(): void;
}

/** Storage that refuses access (privacy modes) only loses the restore-after-reload; navigation itself goes on. */
function attempt<T>(operation: () => T, fallback: T): T {
  try {
    return operation();
  } catch {
    return fallback;
  }
}

export function createRouteStackStore(
  session: KeyValueStorage | undefined,
  local: KeyValueStorage | undefined,
): RouteStackStore {
  return {
    readSaved: () => attempt(() => session?.getItem(ROUTE_STACK_KEY) ?? null, null),
    save: (stack) => attempt(() => session?.setItem(ROUTE_STACK_KEY, JSON.stringify(stack)), undefined),
    clearForRelaunch: () =>
      attempt(() => {
        session?.removeItem(ROUTE_STACK_KEY);
        local?.removeItem(BOOSTING_INDEX_KEY);
      }, undefined),
  };
}

let browserStore: RouteStackStore | undefined;

/** The app's route stack store over the browser's storages (none in Node: nothing is kept). */
export function browserRouteStackStore(): RouteStackStore {
  browserStore ??= createRouteStackStore(globalThis.sessionStorage, globalThis.localStorage);
  return browserStore;
}
