import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, generateTypes } from '../../scripts/gen';

describe('src/generated/api.d.ts', () => {
  it('is what `npm run gen` makes of the current openapi.yaml', async () => {
    const committed = readFileSync(GENERATED_PATH, 'utf8');
    const fresh = await generateTypes();
    // Compare booleans first so a stale file fails with the instruction, not a 400 kB diff.
    expect(fresh === committed, 'src/generated/api.d.ts is stale: run `npm run gen` and commit the result').toBe(true);
  }, 30_000);
});
