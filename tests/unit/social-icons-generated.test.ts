import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS, SOCIAL_ICONS_PATH, pathTokens, roundedPath, socialIconsSource } from '../../scripts/social-icons';

describe('server/modules/bio-link/social-icons.generated.ts', () => {
  it('holds the brand icons of simple-icons as `npm run gen` writes them', () => {
    expect(readFileSync(SOCIAL_ICONS_PATH, 'utf8'), 'stale: run `npm run gen` and commit the result').toBe(
      socialIconsSource(),
    );
  });
});

describe('the rounded brand marks', () => {
  it('keep every command and arc flag, and every number within half a hundredth', () => {
    for (const icon of Object.values(ICONS)) {
      const [before, after] = [pathTokens(icon.path), pathTokens(roundedPath(icon.path))];
      expect(after.map((t) => t.kind)).toEqual(before.map((t) => t.kind));
      after.forEach((token, i) => {
        const was = before[i]!;
        if (token.kind === 'number' && was.kind === 'number')
          expect(Math.abs(token.value - was.value)).toBeLessThan(0.0051);
        else expect(token).toEqual(was);
      });
    }
  });

  it('read flags written together and numbers that share a point', () => {
    expect(roundedPath('M1.23456.5a1 1 0 011-1.004z')).toBe('M1.23.5a1 1 0 0 1 1-1z');
  });
});
