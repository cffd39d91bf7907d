import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { createActor, fromPromise } from 'xstate';
import { sectionOf } from '../../src/domain/route-sections';
import { highlightedTabOf, routePath } from '../../src/domain/routes';
import { navigationMachine, type NavigationEvent } from '../../src/machines/navigation.machine';
import { REGISTERED_PATHS } from '../../src/domain/registered-routes';

/** Every page of the app as a route the address bar can show ('x/*' as a page under it). */
const ROUTES = REGISTERED_PATHS.map((path) => (path.endsWith('/*') ? `${path.slice(0, -2)}/launch` : path));
const query = fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,4}$/), { nil: undefined });
const route = fc.tuple(fc.constantFrom(...ROUTES), query).map(([path, q]) => (q ? `${path}?${q}` : path));

const event: fc.Arbitrary<NavigationEvent> = fc.oneof(
  route.map((path) => ({ type: 'navigation.relaunch' as const, path })),
  route.map((path) => ({ type: 'navigation.push' as const, path })),
  route.map((r) => ({ type: 'location.changed' as const, route: r })),
  fc.constant({ type: 'navigation.back' as const }),
);

function navigation(location: string) {
  const machine = navigationMachine.provide({
    actors: {
      eTab: fromPromise(async () => undefined) as never,
      getInfo: fromPromise(async () => new Promise(() => undefined)) as never,
    },
    actions: { persistStack: () => undefined, clearRelaunchState: () => undefined },
  });
  return createActor(machine, { input: { location, saved: [] } }).start();
}

describe('the highlighted tab follows the route-section table', () => {
  it.prop([route])('a page of a section highlights its tab, whatever the query (navId aside)', (r) => {
    fc.pre(!r.includes('navId='));
    expect(highlightedTabOf(r)).toBe(sectionOf(routePath(r)) ?? undefined);
  });

  it.prop([route, fc.integer({ min: 1, max: 5 })])('a navId naming a tab still selects it', (r, navId) => {
    const withNavId = `${r}${r.includes('?') ? '&' : '?'}navId=${navId}`;
    expect(highlightedTabOf(withNavId)).toBe(navId);
  });

  it.prop([route, fc.array(event, { maxLength: 12 })])(
    'after any relaunches, pushes, address changes and backs, the navigation highlights the section of the page on screen',
    (opened, events) => {
      fc.pre(
        ![opened, ...events.map((e) => ('path' in e ? e.path : 'route' in e ? e.route : ''))].some((r) =>
          r.includes('navId='),
        ),
      );
      const actor = navigation(opened);
      actor.send({ type: 'navigation.relaunch', path: opened });
      for (const e of events) {
        actor.send(e);
        const { location, tab } = actor.getSnapshot().context;
        const section = sectionOf(routePath(location));
        if (section !== null) expect(tab, location).toBe(section);
      }
      actor.stop();
    },
  );
});
