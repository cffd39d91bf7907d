import { describe, expect, it } from 'vitest';
import { hasSectionEntry, ROUTE_SECTIONS, sectionOf } from '../../src/domain/route-sections';
import { highlightedTabOf } from '../../src/domain/routes';
import { BOOSTING_PATHS } from '../../src/domain/boosting-routes';
import { COLLAGE_BUILDER_PATH } from '../../src/domain/collage-pages';
import { ADDITIONAL_INFO_PATH, LOGIN_PATH, POPUP_PATH } from '../../src/domain/spec-constants';
import { TABS } from '../../src/domain/tabs';
import { REGISTERED_PATHS } from '../../src/domain/registered-routes';

describe('the route-section table', () => {
  it('has a section (a tab, or none on purpose) for every route of both route tables, and nothing else', () => {
    expect(REGISTERED_PATHS.length).toBeGreaterThan(90);
    expect(REGISTERED_PATHS.filter((path) => !hasSectionEntry(path))).toEqual([]);
    expect(Object.keys(ROUTE_SECTIONS).filter((path) => !REGISTERED_PATHS.includes(path))).toEqual([]);
  });

  it("puts every tab's own page and its aliases in that tab's section", () => {
    for (const tab of TABS) for (const path of [tab.path, ...tab.aliases]) expect(sectionOf(path), path).toBe(tab.id);
  });

  it('highlights the tab the page belongs to where the navigation used to keep the one before (issue 24)', () => {
    expect(highlightedTabOf('/pages/setting/billing')).toBe(5);
    for (const path of Object.values(BOOSTING_PATHS)) expect(highlightedTabOf(path), path).toBe(5);
    expect(highlightedTabOf('/pages/linkGallery/index')).toBe(2);
    expect(highlightedTabOf('/pages/linkGallery/create')).toBe(2);
    expect(highlightedTabOf(COLLAGE_BUILDER_PATH)).toBe(2);
    expect(highlightedTabOf(ADDITIONAL_INFO_PATH)).toBe(5);
    expect(highlightedTabOf(`${ADDITIONAL_INFO_PATH}?isForce=1`)).toBe(5);
  });

  it('leaves the highlight alone on pages outside the sections: sign-in, the popup screen, the viewer, unknown pages', () => {
    for (const route of [LOGIN_PATH, POPUP_PATH, '/statecharts', '/statecharts/launch', '/pages/nowhere/index']) {
      expect(highlightedTabOf(route), route).toBeUndefined();
    }
  });
});
