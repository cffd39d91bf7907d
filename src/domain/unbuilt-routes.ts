/**
 * The routes of the product spec (§2) that the app does not have yet, each with the open issue that owes it.
 * One entry a line: whoever adds one of these pages to a route table (src/views/routes.tsx or lazy-routes.tsx)
 * deletes its line here in the same change. The browser crawl (tests/support/no-dead-ends-crawl.ts) and the unit
 * test of the route lists fail while a spec route is in neither place, or is in both.
 *
 * The app never reads this list to decide what works: buttons ask the route tables (registered-routes.ts).
 */

export const UNBUILT_ROUTES: Readonly<Record<string, string>> = {};
