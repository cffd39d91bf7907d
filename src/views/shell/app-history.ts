/**
 * The app's location history, shared by the runtime and the router: the runtime moves it (push, replace, back)
 * and follows it, and React Router's declarative routes render from it (`<unstable_HistoryRouter>` in app.tsx).
 * The data router (createHashRouter + RouterProvider) used to own the history; the declarative router costs the
 * initial bundle about 17 kB gzip less.
 *
 * React Router's history objects accept one listener; `sharedHistory` fans it out to the router and the runtime.
 */
import { UNSAFE_createHashHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';

export type AppHistory = ReturnType<typeof UNSAFE_createHashHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

/** A history that any number of listeners can follow (every push, replace and pop: v5Compat). */
export function sharedHistory(history: AppHistory): AppHistory {
  const listeners = new Set<Listener>();
  history.listen((update) => {
    for (const listener of [...listeners]) listener(update);
  });
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => history.push(to, state),
    replace: (to, state?: unknown) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The browser's hash history (`#/pages/...`), numbering its entries in history.state.idx. */
export function hashHistory(win: Window): AppHistory {
  return sharedHistory(UNSAFE_createHashHistory({ window: win, v5Compat: true }));
}

/** An in-memory history starting at `initialEntries` (tests). */
export function memoryHistory(initialEntries: string[]): AppHistory {
  return sharedHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
}
