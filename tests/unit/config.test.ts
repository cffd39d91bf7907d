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

describe('configuration of integrations', () => {
  it('refuses half a Facebook configuration, naming the missing variable', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: '1234' })).toThrow(/FACEBOOK_APP_SECRET/);
  });

  it('never echoes a secret or a URL with credentials', () => {
    let message = '';
    try {
      loadConfig({ FACEBOOK_APP_SECRET: 'has space', SMTP_URL: 'http://user:hunter2@mail.example.com' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('FACEBOOK_APP_SECRET=(value hidden)');
    expect(message).toContain('SMTP_URL=(value hidden)');
    expect(message).not.toContain('hunter2');
  });

  it('reads the mail settings', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatchObject({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
});
