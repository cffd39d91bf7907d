import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('CONVERSION_POSTBACK_SECRET', () => {
  it('is off by default and read when set', () => {
    expect(loadConfig({}).CONVERSION_POSTBACK_SECRET).toBeUndefined();
    expect(loadConfig({ CONVERSION_POSTBACK_SECRET: 'whsec_0123456789abcdef' }).CONVERSION_POSTBACK_SECRET).toBe(
      'whsec_0123456789abcdef',
    );
  });

  it('refuses a secret that is short or has spaces, naming the variable but never echoing the value', () => {
    for (const value of ['short', 'has a space in the middle']) {
      let message = '';
      try {
        loadConfig({ CONVERSION_POSTBACK_SECRET: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('CONVERSION_POSTBACK_SECRET=(value hidden)');
      expect(message).not.toContain(value);
    }
  });
});
