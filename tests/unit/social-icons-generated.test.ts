import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS, SOCIAL_ICONS_PATH, absoluteSegments, roundedPath, socialIconsSource } from '../../scripts/social-icons';

describe('server/modules/bio-link/social-icons.generated.ts', () => {
  it('holds the brand icons of simple-icons as `npm run gen` writes them', () => {
    expect(readFileSync(SOCIAL_ICONS_PATH, 'utf8'), 'stale: run `npm run gen` and commit the result').toBe(
      socialIconsSource(),
    );
  });
});

describe('the rounded brand marks', () => {
  it('keep every command and arc flag, and every point within a twentieth of a unit of where it was', () => {
    for (const icon of Object.values(ICONS)) {
      const [before, after] = [absoluteSegments(icon.path), absoluteSegments(roundedPath(icon.path))];
      expect(after.map((s) => s.command)).toEqual(before.map((s) => s.command));
      after.forEach((segment, i) => {
        segment.values.forEach((value, j) => expect(Math.abs(value - before[i]!.values[j]!)).toBeLessThan(0.0501));
      });
    }
  });

  it('round points, not steps, so relative steps never drift; flags stand apart', () => {
    expect(roundedPath('M1.23456.5a1 1 0 011-1.004z')).toBe('M1.2.5a1 1 0 0 1 1-1z');
    // Ten steps of .04 each end at .4, not at 0 as ten rounded steps would.
    expect(roundedPath(`m0 0${'l.04 0'.repeat(10)}`)).toBe('m0 0l0 0l.1 0l0 0l.1 0l0 0l0 0l.1 0l0 0l.1 0l0 0');
  });
});
