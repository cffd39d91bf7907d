/**
 * The app's location history, shared by the runtime and the router: the runtime moves it (push, replace, back)
 * and follows it, the shell reads it, and React Router's declarative routes (in the page routes' chunk,
 * src/views/page-routes.tsx) render from it.
 *
 * The hash history is the app's own: importing anything from React Router puts the whole router into the bundle
 * (~12 kB gzip), and the shell's first screen needs only the history. It keeps React Router's conventions (its
 * `History` interface, `{ usr, key, idx }` in history.state, v5Compat notifications on push and replace), so the
 * router and this history work together. The memory history of the tests is in app-history-memory.ts.
 *
 * React Router's history objects accept one listener; `sharedHistory` fans it out to the router and the runtime.
 */
import type { UNSAFE_createHashHistory } from 'react-router-dom';

export type AppHistory = ReturnType<typeof UNSAFE_createHashHistory>;
type Listener = Parameters<AppHistory['listen']>[0];
type To = Parameters<AppHistory['push']>[0];
type Path = ReturnType<AppHistory['encodeLocation']>;
type Location = AppHistory['location'];
type Action = AppHistory['action'];

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

/** `/a?b#c` as its parts (only those present). */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.startsWith('#') ? hash : `#${hash}`;
  return pathname;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's hash history (`#/pages/...`), numbering its entries in history.state.idx. */
export function hashHistory(win: Window): AppHistory {
  return sharedHistory(windowHashHistory(win));
}

/** React Router's createHashHistory({ v5Compat: true }), as much of it as the app uses: one listener. */
function windowHashHistory(win: Window): AppHistory {
  const browser = win.history;
  const entryState = () => (browser.state ?? {}) as EntryState;
  let action = 'POP' as Action;
  let listener: Listener | null = null;
  let index = entryState().idx;
  if (index == null) {
    index = 0;
    browser.replaceState({ ...entryState(), idx: index }, '');
  }

  const current = (): Location => {
    let { pathname = '/', search = '', hash = '' } = parsePath(win.location.hash.slice(1));
    if (!pathname.startsWith('/') && !pathname.startsWith('.')) pathname = `/${pathname}`;
    const { usr, key } = entryState();
    return { pathname, search, hash, state: usr ?? null, key: key || 'default' };
  };
  const next = (to: To, state: unknown): Location =>
    typeof to === 'object' && 'key' in to && 'state' in to
      ? (to as Location)
      : {
          pathname: current().pathname,
          search: '',
          hash: '',
          ...(typeof to === 'string' ? parsePath(to) : to),
          state: state ?? null,
          key: newKey(),
        };
  const createHref = (to: To) => {
    // With a <base href>, the href is absolute: the page's address up to its hash.
    const href = win.document.querySelector('base')?.getAttribute('href') ? win.location.href.split('#')[0]! : '';
    return `${href}#${typeof to === 'string' ? to : createPath(to)}`;
  };
  const createURL = (to: To) => {
    const base = win.location.origin !== 'null' ? win.location.origin : win.location.href;
    let href = (typeof to === 'string' ? to : createPath(to)).replace(/ $/, '%20');
    if (/^[\\/]{2}/.test(href)) href = base + href;
    return new URL(href, base);
  };
  const move = (mode: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    action = mode as Action;
    const location = next(to, state);
    index = mode === 'PUSH' ? (entryState().idx ?? 0) + 1 : entryState().idx;
    const historyState = { usr: location.state, key: location.key, idx: index };
    const url = createHref(location);
    if (mode === 'REPLACE') browser.replaceState(historyState, '', url);
    else {
      try {
        browser.pushState(historyState, '', url);
      } catch (error) {
        // Browsers limit how often pushState may be called (a SecurityError): loading the address keeps the app
        // going. A state the browser cannot store is a bug, and throws.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
      }
    }
    listener?.({ action, location: current(), delta: mode === 'PUSH' ? 1 : 0 });
  };
  const onPop = () => {
    action = 'POP' as Action;
    const nextIndex = entryState().idx;
    const delta = nextIndex == null || index == null ? null : nextIndex - index;
    index = nextIndex;
    listener?.({ action, location: current(), delta: delta as number });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    listen(fn) {
      if (listener) throw new Error('A history only accepts one active listener');
      win.addEventListener('popstate', onPop);
      listener = fn;
      return () => {
        win.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
    createHref,
    createURL,
    encodeLocation(to) {
      const { pathname, search, hash } = createURL(to);
      return { pathname, search, hash };
    },
    push: (to, state?: unknown) => move('PUSH', to, state),
    replace: (to, state?: unknown) => move('REPLACE', to, state),
    go: (delta) => browser.go(delta),
  };
}
