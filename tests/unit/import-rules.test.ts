import { describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/import-rules';

describe('import layering lint', () => {
  it('rejects a view that fetches and a domain rule that reaches into machines', () => {
    const violations = checkImports(new URL('../fixtures/import-rules', import.meta.url).pathname);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.message.split(' (')[0]}`).sort()).toEqual([
      'src/domain/format.ts:1 domain may not import machines',
      'src/views/page.tsx:1 views may not import api',
    ]);
  });

  it('finds nothing wrong in the project itself', () => {
    expect(checkImports(new URL('../..', import.meta.url).pathname)).toEqual([]);
  });
});
