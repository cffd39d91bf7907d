/** The saved route stack (spec §2): what a reload restores. */
import { DEFAULT_TAB_PATH, POPUP_PATH } from './spec-constants';
import { isSignInRoute, routePath } from './routes';

/** How launch rebuilds the stack: relaunch at one route, then push the others in order. */
export interface RestorePlan {
  relaunch: string;
  push: readonly string[];
}

/** The popup screen is never restored (spec §2); nor is a sign-in page, since restoring happens signed in. */
const isRestorable = (route: string) => routePath(route) !== POPUP_PATH && !isSignInRoute(route);

/**
 * The restore rule of spec §2. The saved stack (minus pages never restored) is rebuilt when it holds more than one
 * page and its top is the page the hash shows now: a reload keeps the way back. Otherwise the page the hash shows
 * is relaunched on its own. A hash on a page never restored falls back to the top of the saved stack, or the
 * default tab.
 */
export function planRestore(saved: readonly string[], currentRoute: string): RestorePlan {
  const kept = saved.filter(isRestorable);
  const current = isRestorable(currentRoute || DEFAULT_TAB_PATH)
    ? currentRoute || DEFAULT_TAB_PATH
    : (kept.at(-1) ?? DEFAULT_TAB_PATH);
  const [first, ...rest] = kept;
  if (first !== undefined && kept.length > 1 && kept.at(-1) === current) return { relaunch: first, push: rest };
  return { relaunch: current, push: [] };
}

/** The stack a plan produces. */
export const stackOf = (plan: RestorePlan): string[] => [plan.relaunch, ...plan.push];

/** Reads a saved stack leniently: anything but a list of routes is an empty stack. */
export function parseSavedStack(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string' && r.startsWith('/')) : [];
  } catch {
    return [];
  }
}
