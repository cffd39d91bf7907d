import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { TABS, tabForLocation, tabPath } from '../../src/domain/tabs';

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
});
