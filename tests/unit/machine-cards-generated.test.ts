import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINE_CARDS_PATH, machineCardsSource } from '../../scripts/machine-cards';

describe('src/machines/machine-cards.generated.ts', () => {
  it('lists the card of every machine file of src/machines, as `npm run gen` writes it', () => {
    expect(readFileSync(MACHINE_CARDS_PATH, 'utf8'), 'stale: run `npm run gen` and commit the result').toBe(
      machineCardsSource(),
    );
  });

  it('names each card after its file, so a new machine file needs no other edit', () => {
    const source = machineCardsSource(['bio-link-posts.machine.ts', 'x.ts', 'a2b.machine.ts']);
    expect(source).toContain("import { card as bioLinkPosts } from './bio-link-posts.machine';");
    expect(source).toContain("  ['a2b.machine.ts', a2b],");
    expect(source).not.toContain('x.ts');
    expect(source.indexOf("'a2b.machine.ts'")).toBeLessThan(source.indexOf("'bio-link-posts.machine.ts'"));
  });
});
