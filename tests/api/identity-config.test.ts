import { describe, expect, it } from 'vitest';
import { createIdentityProvider } from '../../server/integrations/identity/identity-config';
import { IdentityNotConfiguredError } from '../../server/integrations/identity/identity-errors';
import { IntegrationConfigError } from '../../server/integrations/identity/integration-settings';

const SECRET = 'c0ffee00c0ffee00c0ffee00c0ffee00';

function configError(env: Record<string, string | undefined>): IntegrationConfigError {
  try {
    createIdentityProvider(env);
  } catch (error) {
    expect(error).toBeInstanceOf(IntegrationConfigError);
    return error as IntegrationConfigError;
  }
  return expect.fail('expected a configuration error');
}

describe('social sign-in chosen from the environment', () => {
  it('is off when nothing is configured, and every call says so', async () => {
    const { facebook, apple } = createIdentityProvider({});
    expect(facebook.enabled).toBe(false);
    expect(apple.enabled).toBe(false);
    await expect(facebook.verify({ accessToken: 't', userId: '1' })).rejects.toThrow(
      new IdentityNotConfiguredError('facebook'),
    );
    await expect(facebook.verify({ accessToken: 't', userId: '1' })).rejects.toThrow(
      'Facebook sign-in is not configured',
    );
    await expect(facebook.exchangeCode({ code: 'c', redirectUri: 'https://x.test/' })).rejects.toThrow(
      'Facebook sign-in is not configured',
    );
    expect(() => facebook.loginUrl({ state: 's', redirectUri: 'https://x.test/' })).toThrow(
      'Facebook sign-in is not configured',
    );
    await expect(apple.verify({ identityToken: 't', userId: '1' })).rejects.toThrow('Apple sign-in is not configured');
    await expect(apple.verify({ identityToken: 't', userId: '1' })).rejects.toBeInstanceOf(IdentityNotConfiguredError);
  });

  it('treats empty variables as unset', () => {
    const { facebook, apple } = createIdentityProvider({
      FACEBOOK_APP_ID: '',
      FACEBOOK_APP_SECRET: '',
      APPLE_CLIENT_ID: '',
    });
    expect(facebook.enabled).toBe(false);
    expect(apple.enabled).toBe(false);
  });

  it('turns each provider on by its own settings, with the production URLs by default', () => {
    const both = createIdentityProvider({
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: SECRET,
      APPLE_CLIENT_ID: 'app.linkmint.web',
    });
    expect(both.facebook.enabled).toBe(true);
    expect(both.apple.enabled).toBe(true);
    const dialog = new URL(both.facebook.loginUrl({ state: 's', redirectUri: 'https://linkmint.test/cb' }));
    expect(`${dialog.origin}${dialog.pathname}`).toBe('https://www.facebook.com/v19.0/dialog/oauth');

    const appleOnly = createIdentityProvider({ APPLE_CLIENT_ID: 'app.linkmint.web' });
    expect(appleOnly.facebook.enabled).toBe(false);
    expect(appleOnly.apple.enabled).toBe(true);
  });

  it('refuses half a Facebook configuration, naming the missing variable', () => {
    expect(configError({ FACEBOOK_APP_ID: '4242' }).message).toContain(
      'FACEBOOK_APP_SECRET: is required when FACEBOOK_APP_ID is set',
    );
    const withoutId = configError({ FACEBOOK_APP_SECRET: SECRET });
    expect(withoutId.message).toContain('FACEBOOK_APP_ID: is required when FACEBOOK_APP_SECRET is set');
    expect(withoutId.message).not.toContain(SECRET);
  });

  it('names each malformed variable without repeating its value', () => {
    const error = configError({
      FACEBOOK_APP_ID: SECRET,
      FACEBOOK_APP_SECRET: 'has a space',
      FACEBOOK_GRAPH_URL: 'graph.facebook.com',
      APPLE_KEYS_URL: 'ftp://appleid.apple.com/auth/keys',
    });
    for (const name of ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_GRAPH_URL', 'APPLE_KEYS_URL']) {
      expect(error.message).toContain(`${name}:`);
    }
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain('has a space');
  });
});
