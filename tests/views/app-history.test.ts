import { afterEach, describe, expect, it } from 'vitest';
import { UNSAFE_createHashHistory } from 'react-router-dom';
import { createPath, hashHistory, parsePath, sharedHistory, type AppHistory } from '../../src/views/shell/app-history';

/** Runs the same moves on a history and records what the app and the router read from it, keys left out. */
async function walk(history: AppHistory) {
  const seen: unknown[] = [];
  const record = (label: string) =>
    seen.push({
      label,
      action: history.action,
      location: { ...history.location, key: typeof history.location.key },
      state: { ...(window.history.state as object), key: undefined },
      hash: window.location.hash,
    });
  const stop = history.listen(({ action, location, delta }) =>
    seen.push({ heard: action, route: createPath(location), delta, state: location.state }),
  );
  record('start');
  history.push('/pages/a/index?x=1', { from: 'test' });
  record('push');
  history.replace({ pathname: '/pages/b/index', search: '?y=2' });
  record('replace');
  history.push('/pages/c/index#part');
  record('push with hash');
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.go(-1);
  await popped;
  record('back');
  seen.push({
    href: history.createHref('/pages/d/index?z=3'),
    encoded: history.encodeLocation('/pages/e/index?q=a b'),
    url: history.createURL({ pathname: '/pages/f/index', search: '?w=1' }).href,
  });
  stop();
  return seen;
}

function freshWindow() {
  window.history.replaceState(null, '', '/pc/#/pages/start/index?s=1');
}

describe('the hash history', () => {
  afterEach(() => freshWindow());

  it('moves, numbers its entries and notifies as React Router’s hash history does', async () => {
    freshWindow();
    const ours = await walk(hashHistory(window));
    freshWindow();
    const routers = await walk(sharedHistory(UNSAFE_createHashHistory({ window, v5Compat: true })));
    expect(ours).toEqual(routers);
    expect(ours).toContainEqual({ heard: 'PUSH', route: '/pages/a/index?x=1', delta: 1, state: { from: 'test' } });
    expect(ours).toContainEqual({ heard: 'POP', route: '/pages/b/index?y=2', delta: -1, state: null });
    expect(ours[0]).toMatchObject({ location: { pathname: '/pages/start/index', search: '?s=1' }, state: { idx: 0 } });
  });

  it('keeps a history entry numbered across a reload (a new history over the same window)', () => {
    freshWindow();
    hashHistory(window).push('/pages/a/index');
    const reloaded = hashHistory(window);
    expect((window.history.state as { idx: number }).idx).toBe(1);
    expect(reloaded.location.pathname).toBe('/pages/a/index');
  });

  it('splits and joins paths as React Router does', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(parsePath('?c=1')).toEqual({ search: '?c=1' });
    expect(createPath({ pathname: '/a', search: 'c=1', hash: 'd' })).toBe('/a?c=1#d');
    expect(createPath({})).toBe('/');
  });
});
