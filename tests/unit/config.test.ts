import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info' });
  });

  it('reads values given as strings', () => {
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' })).toMatchObject({ PORT: 9000, HOST: '0.0.0.0' });
  });

  it('names every bad variable and its value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });
});
