import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  hasPage,
  LAZY_ROUTE_PATHS,
  pageAvailability,
  PAGE_NOT_AVAILABLE_TITLE,
  REGISTERED_PATHS,
} from '../../src/domain/registered-routes';
import { ROUTE_NAMES, ROUTES } from '../../src/domain/route-table';
import { UNBUILT_ROUTES } from '../../src/domain/unbuilt-routes';
import { LAZY_ROUTES } from '../../src/views/lazy-routes';
import { PAGE_ROUTES } from '../../src/views/routes';
import { specRoutes } from '../support/spec-routes';

describe('the route lists', () => {
  it('the shell’s two tables serve exactly the route table’s pages, each path once, in its order', () => {
    const shellPaths = PAGE_ROUTES.map((route) => route.path).filter((path) => path !== '*');
    expect([...shellPaths, ...LAZY_ROUTES.map((route) => route.path)]).toEqual(REGISTERED_PATHS);
    expect(LAZY_ROUTES.map((route) => route.path)).toEqual(LAZY_ROUTE_PATHS);
    expect(new Set(REGISTERED_PATHS).size).toBe(ROUTE_NAMES.length);
    expect(REGISTERED_PATHS.length).toBeGreaterThan(90);
  });

  it('writes every route string in the route table only: the rest of src/ and server/ names the table’s entry', () => {
    const paths = new Set<string>(ROUTE_NAMES.map((name) => ROUTES[name].path).filter((path) => path !== '/'));
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const written = [...sources('src'), ...sources('server')]
      .filter((file) => !file.endsWith(join('domain', 'route-table.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
          .flatMap((line) => [...line.matchAll(/'([^'\n]+)'/g)].map((match) => match[1] ?? ''))
          .filter((literal) => paths.has(literal))
          .map((literal) => `${file}: ${literal}`),
      );
    expect(written).toEqual([]);
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
