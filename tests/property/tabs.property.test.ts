import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { sectionTabOf, TABS, tabForLocation, tabPath } from '../../src/domain/tabs';
import { tabForOpenedRoute } from '../../src/domain/routes';

const knownPaths = TABS.flatMap((t) => [t.path, ...t.aliases]);
const unknownPath = fc
  .array(fc.stringMatching(/^[a-zA-Z0-9_]{1,12}$/), { minLength: 1, maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((p) => !knownPaths.includes(p));

describe('tab selection', () => {
  it.prop([fc.integer({ min: 1, max: 5 }), fc.oneof(fc.constantFrom(...knownPaths), unknownPath)])(
    'a navId naming a tab selects it, whatever the path',
    (navId, path) => {
      expect(tabForLocation(path, String(navId))).toBe(navId);
    },
  );

  it.prop([fc.constantFrom(...TABS), fc.boolean(), fc.option(fc.string(), { nil: undefined })])(
    'every tab path and alias selects its own tab when navId names no tab',
    (tab, trailingSlash, navId) => {
      fc.pre(navId === undefined || !/^[1-5]$/.test(navId.replace(/^0+/, '')) || !/^\d+$/.test(navId));
      for (const path of [tab.path, ...tab.aliases]) {
        const p = trailingSlash && path !== '/' ? `${path}/` : path;
        expect(tabForLocation(p, navId)).toBe(tab.id);
      }
    },
  );

  it.prop([unknownPath])('an unknown path selects no tab', (path) => {
    expect(tabForLocation(path)).toBeUndefined();
  });

  it.prop([fc.constantFrom(...TABS), fc.boolean()])('a tab path always selects its tab again', (tab, isNew) => {
    expect(tabForLocation(tabPath(tab, isNew))).toBe(tab.id);
  });

  const SECTIONS: ReadonlyArray<[string, number]> = [
    ['myLinks', 2],
    ['combineLinkPreview', 2],
    ['saveLink', 2],
    ['myShop', 2],
    ['addProduct', 2],
    ['deepLinkList', 3],
    ['midTabBar', 3],
    ['goodDetail', 4],
    ['searchResult', 4],
    ['earning', 5],
    ['home', 1],
  ];

  it.prop([fc.constantFrom(...SECTIONS), fc.stringMatching(/^[a-zA-Z_]{1,12}$/), fc.option(fc.stringMatching(/^[a-z]=[0-9]{1,3}$/), { nil: undefined })])(
    "a page of a tab's section opened directly highlights that tab, a navId still wins",
    ([section, tab], page, query) => {
      const route = `/pages/${section}/${page}${query ? `?${query}` : ''}`;
      expect(sectionTabOf(`/pages/${section}/${page}`)).toBe(tab);
      expect(tabForOpenedRoute(route)).toBe(tab);
      const other = (tab % 5) + 1;
      expect(tabForOpenedRoute(`/pages/${section}/${page}?navId=${other}`)).toBe(other);
    },
  );

  it.prop([unknownPath])('a path outside /pages/<section>/ belongs to no section', (path) => {
    fc.pre(!path.startsWith('/pages/'));
    expect(sectionTabOf(path)).toBeUndefined();
  });
});
