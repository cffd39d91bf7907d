import { readFileSync } from 'node:fs';

/** The routes of the product spec's section 2, from tests/fixtures/spec-routes.txt (comments and blanks skipped). */
export function specRoutes(): string[] {
  return readFileSync(new URL('../fixtures/spec-routes.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}
