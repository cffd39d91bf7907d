/**
 * Pages anyone may open, signed in or not, without the app's navigation moving them: the statechart viewer,
 * which product owners open directly (ARCHITECTURE.md, Machines) and which shows no creator data.
 */
import { pageAddress } from './route-table';
import { routePath } from './routes';

/** The viewer's own address; the route table's entry serves it and everything under it. */
export const STATECHARTS_PATH = pageAddress('statecharts');

export function isPublicRoute(route: string): boolean {
  const path = routePath(route);
  return path === STATECHARTS_PATH || path.startsWith(`${STATECHARTS_PATH}/`);
}
