import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/import-rules';

/** A throwaway project tree: path -> source text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** What `npm run lint` prints for each violation. */
const shown = (root: string) => checkImports(root).map((v) => `${v.file}:${v.line}  '${v.specifier}': ${v.message}`);

/** Two modules, `links` built on `accounts`, and the composition root that lists both. */
const CLEAN = {
  'server/config.ts': `export const config = {};\n`,
  'server/modules/accounts/index.ts': `export { accountByShop } from './account-rows';\n`,
  'server/modules/accounts/account-rows.ts': `import { config } from '../../config';\nexport const accountByShop = () => config;\n`,
  'server/modules/links/index.ts': `import { accountByShop } from '../accounts';\nexport const links = accountByShop;\n`,
  'server/server-modules.ts': `import { accountByShop } from './modules/accounts';\nimport { links } from './modules/links';\nexport const MODULES = [accountByShop, links];\n`,
};

describe('import layering lint', () => {
  it('rejects a view that fetches and a domain rule that reaches into machines', () => {
    const violations = checkImports(new URL('../fixtures/import-rules', import.meta.url).pathname);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.message.split(' (')[0]}`).sort()).toEqual([
      'src/domain/format.ts:1 domain may not import machines',
      'src/views/page.tsx:1 views may not import api',
    ]);
  });

  it('passes modules that enter each other through their index, in one direction', () => {
    expect(shown(tree(CLEAN))).toEqual([]);
  });

  it("names the index to import instead of another module's file", () => {
    const root = tree({
      ...CLEAN,
      'server/modules/links/index.ts': `import { accountByShop } from '../accounts/account-rows';\nexport const links = accountByShop;\n`,
    });
    expect(shown(root)).toEqual([
      `server/modules/links/index.ts:1  '../accounts/account-rows': reaches into the accounts module: import from '../accounts' (its index.ts exports what other code may use)`,
    ]);
  });

  it('names the circle when two modules import each other, even through their index', () => {
    const root = tree({
      ...CLEAN,
      'server/modules/accounts/account-rows.ts': `import { links } from '../links';\nexport const accountByShop = () => links;\n`,
    });
    expect(shown(root)).toEqual([
      `server/modules/accounts/account-rows.ts:1  '../links': server modules import each other in a circle: accounts -> links -> accounts (pass what one needs as a port at composition, server/server-modules.ts)`,
    ]);
  });

  it('keeps the shared server files apart from the modules and the composition root', () => {
    const root = tree({
      ...CLEAN,
      'server/config.ts': `import { links } from './modules/links';\nexport const config = { links };\n`,
      'server/modules/links/index.ts': `import { accountByShop } from '../accounts';\nimport { MODULES } from '../../server-modules';\nexport const links = [accountByShop, MODULES];\n`,
    });
    expect(shown(root)).toEqual([
      `server/config.ts:1  './modules/links': shared may not import modules (allowed: shared, http, events, db, integrations, domain, generated)`,
      `server/modules/links/index.ts:2  '../../server-modules': modules may not import composition (allowed: modules, events, db, integrations, shared, domain, generated)`,
    ]);
  });

  it('finds nothing wrong in the project itself', () => {
    expect(checkImports(new URL('../..', import.meta.url).pathname)).toEqual([]);
  });
});
