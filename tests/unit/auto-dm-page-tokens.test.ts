import { describe, expect, it } from 'vitest';
import { tokenSeal } from '../../server/modules/auto-dm/page-tokens';

describe('Page tokens', () => {
  it('open under the key they were sealed with only', () => {
    const sealed = tokenSeal('secret-a').seal('EAAB-page-token');
    expect(sealed).not.toContain('EAAB');
    expect(tokenSeal('secret-a').open(sealed)).toBe('EAAB-page-token');
    expect(tokenSeal('secret-b').open(sealed)).toBeUndefined();
    expect(tokenSeal(undefined).open('v1.broken')).toBeUndefined();
  });
});
