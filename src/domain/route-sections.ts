/**
 * Which main tab's section every page of the app belongs to, as the side navigation highlights it (spec §2): read
 * from the route table (route-table.ts), where each page names its section and why the sections hold what they do.
 */
import { ROUTE_NAMES, ROUTES, type Section } from './route-table';

export type { Section } from './route-table';

/** Every page's path ('x/*' entries as written) and its section. */
export const ROUTE_SECTIONS: Readonly<Record<string, Section>> = Object.fromEntries(
  ROUTE_NAMES.map((name) => [ROUTES[name].path, ROUTES[name].section]),
);

/** Whether the table has an entry for this route table path ('x/*' entries included as written). */
export const hasSectionEntry = (tablePath: string): boolean => Object.hasOwn(ROUTE_SECTIONS, tablePath);

/**
 * The section of a page path (no query), e.g. '/pages/setting/billing' -> 5; a path under an 'x/*' entry takes
 * its section; a path the app has no page for is in none (null).
 */
export function sectionOf(path: string): Section {
  if (hasSectionEntry(path)) return ROUTE_SECTIONS[path] ?? null;
  const wildcard = Object.keys(ROUTE_SECTIONS).find(
    (entry) => entry.endsWith('/*') && (path === entry.slice(0, -2) || path.startsWith(entry.slice(0, -1))),
  );
  return wildcard ? (ROUTE_SECTIONS[wildcard] ?? null) : null;
}
