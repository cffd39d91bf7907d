import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { parseSavedStack, planRestore, stackOf } from '../../src/domain/route-stack';
import { isSignInRoute, routePath, tabForRoute } from '../../src/domain/routes';
import { TABS } from '../../src/domain/tabs';
import { DEFAULT_TAB_PATH, LOGIN_PATH, POPUP_PATH } from '../../src/domain/spec-constants';

const segment = fc.stringMatching(/^[a-zA-Z0-9_]{1,10}$/);
const query = fc.option(
  fc
    .dictionary(fc.constantFrom('id', 'type', 'navId', 'q'), fc.stringMatching(/^[a-z0-9]{0,4}$/), { maxKeys: 2 })
    .map((q) => new URLSearchParams(q).toString()),
  { nil: undefined },
);
/** Routes of every kind the stack meets: pages, tabs, the popup screen, sign-in pages, with or without a query. */
const route = fc
  .tuple(
    fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/pages/${parts.join('/')}`),
      fc.constantFrom(POPUP_PATH, LOGIN_PATH, '/pages/connectAccount/index', ...TABS.map((t) => t.path)),
    ),
    query,
  )
  .map(([path, q]) => (q ? `${path}?${q}` : path));

const restorable = (r: string) => routePath(r) !== POPUP_PATH && !isSignInRoute(r);

describe('route stack restore (spec §2)', () => {
  it.prop([fc.array(route, { maxLength: 8 }), route])(
    'never restores the popup screen or a sign-in page',
    (saved, current) => {
      const stack = stackOf(planRestore(saved, current));
      expect(stack.length).toBeGreaterThan(0);
      expect(stack.every(restorable)).toBe(true);
    },
  );

  it.prop([fc.array(route, { maxLength: 8 }), route])(
    'more than one saved page ending with the current one: relaunch the first, push the rest in order',
    (saved, current) => {
      fc.pre(restorable(current));
      const kept = [...saved.filter(restorable), current];
      fc.pre(kept.length > 1);
      const plan = planRestore([...saved, current], current);
      expect(plan.relaunch).toBe(kept[0]);
      expect(plan.push).toEqual(kept.slice(1));
    },
  );

  it.prop([fc.array(route, { maxLength: 8 }), route])(
    'otherwise the current page is relaunched alone',
    (saved, current) => {
      fc.pre(restorable(current));
      const kept = saved.filter(restorable);
      fc.pre(!(kept.length > 1 && kept.at(-1) === current));
      expect(planRestore(saved, current)).toEqual({ relaunch: current, push: [] });
    },
  );

  it.prop([fc.array(route, { maxLength: 8 }), route])(
    'the page on screen after a restore is the current one whenever it may be restored',
    (saved, current) => {
      const stack = stackOf(planRestore(saved, current));
      if (restorable(current)) expect(stack.at(-1)).toBe(current);
      else expect(stack.at(-1)).toBe(saved.filter(restorable).at(-1) ?? DEFAULT_TAB_PATH);
    },
  );

  it.prop([fc.array(route, { maxLength: 8 })])(
    'a saved stack reads back as it was written; anything else reads as none',
    (stack) => {
      expect(parseSavedStack(JSON.stringify(stack))).toEqual(stack);
    },
  );

  it.prop([fc.string()])('garbage in storage is an empty stack, never a crash', (text) => {
    const parsed = parseSavedStack(text);
    expect(Array.isArray(parsed)).toBe(true);
    expect(parsed.every((r) => r.startsWith('/'))).toBe(true);
  });
});

describe('tab selection from a route (spec §2: navId, or a known tab path; the same on a hash change)', () => {
  it.prop([route, fc.integer({ min: 1, max: 5 })])('a navId naming a tab selects it, whatever the page', (r, navId) => {
    const [path, q = ''] = r.split('?');
    const params = new URLSearchParams(q);
    params.set('navId', String(navId));
    expect(tabForRoute(`${path}?${params}`)).toBe(navId);
  });

  it.prop([fc.constantFrom(...TABS), query])(
    'a tab path selects its tab, with any query that names no tab',
    (tab, q) => {
      const params = new URLSearchParams(q ?? '');
      params.delete('navId');
      const search = params.toString();
      for (const path of [tab.path, ...tab.aliases])
        expect(tabForRoute(search ? `${path}?${search}` : path)).toBe(tab.id);
    },
  );

  it.prop([route])('a page of no tab, without navId, selects none', (r) => {
    const path = routePath(r);
    fc.pre(!TABS.some((t) => t.path === path || t.aliases.includes(path)));
    const params = new URLSearchParams(r.split('?')[1] ?? '');
    const navId = params.get('navId') ?? '';
    fc.pre(!(/^\d+$/.test(navId) && Number(navId) >= 1 && Number(navId) <= 5));
    expect(tabForRoute(r)).toBeUndefined();
  });
});
