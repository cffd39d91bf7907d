import { describe, expect, it } from 'vitest';
import {
  hasPage,
  LAZY_ROUTE_PATHS,
  pageAvailability,
  PAGE_NOT_AVAILABLE_TITLE,
} from '../../src/domain/registered-routes';
import { UNBUILT_ROUTES } from '../../src/domain/unbuilt-routes';
import { LAZY_ROUTES } from '../../src/views/lazy-routes';
import { REGISTERED_PATHS } from '../../src/views/routes';
import { specRoutes } from '../support/spec-routes';

describe('the route lists', () => {
  it('the domain lists exactly the lazy table’s paths, each once, so the shell knows them without the chunk', () => {
    expect([...LAZY_ROUTE_PATHS].sort()).toEqual(LAZY_ROUTES.map((route) => route.path).sort());
    expect(new Set(LAZY_ROUTE_PATHS).size).toBe(LAZY_ROUTE_PATHS.length);
  });

  it('every spec route is either a page of the app or listed as unbuilt with its reason, never both', () => {
    const spec = specRoutes();
    expect(spec.length).toBeGreaterThan(90);
    const neither = spec.filter((route) => !hasPage(route, REGISTERED_PATHS) && !(route in UNBUILT_ROUTES));
    const both = spec.filter((route) => hasPage(route, REGISTERED_PATHS) && route in UNBUILT_ROUTES);
    expect({ neither, both }).toEqual({ neither: [], both: [] });
    expect(Object.keys(UNBUILT_ROUTES).filter((route) => !spec.includes(route))).toEqual([]);
    for (const reason of Object.values(UNBUILT_ROUTES)) expect(reason).toMatch(/issue \d+/);
  });
});

describe('whether a route is a page', () => {
  const registered = ['/pages/myLinks/index', '/statecharts/*'];

  it('ignores the query, takes a pattern for what is under it, and nothing for a near miss', () => {
    expect(hasPage('/pages/myLinks/index?navId=2', registered)).toBe(true);
    expect(hasPage('/statecharts', registered)).toBe(true);
    expect(hasPage('/statecharts/launch', registered)).toBe(true);
    expect(hasPage('/statechartsx', registered)).toBe(false);
    expect(hasPage('/pages/myLinks/indexx', registered)).toBe(false);
    expect(hasPage('/pages/anything', ['*'])).toBe(false);
  });

  it('a missing page says so in the sentence the create panel uses', () => {
    expect(pageAvailability('/pages/setting/billing', registered)).toEqual({
      available: false,
      note: PAGE_NOT_AVAILABLE_TITLE,
    });
    expect(pageAvailability('/pages/myLinks/index', registered)).toEqual({ available: true });
  });
});
