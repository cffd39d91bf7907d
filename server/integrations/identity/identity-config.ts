import { z } from 'zod';
import { createAppleIdentity } from './apple-identity';
import { createFacebookGraphIdentity } from './facebook-graph-identity';
import { appleOff, facebookOff } from './identity-off';
import type { IdentityProvider } from './identity-port';
import { readIntegrationSettings } from './integration-settings';
import type { ProviderCallOptions } from './provider-calls';

export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';
export const DEFAULT_FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
export const DEFAULT_APPLE_KEYS_URL = 'https://appleid.apple.com/auth/keys';
export const DEFAULT_APPLE_ISSUER = 'https://appleid.apple.com';

// http is allowed next to https because the tests point the adapters at fakes on loopback.
const providerUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * The social sign-in settings. Facebook is on when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set,
 * Apple when APPLE_CLIENT_ID is set; each stays off otherwise. The refinement refuses half a Facebook
 * configuration, which would otherwise leave Facebook silently off. server/config.ts can take this schema
 * in (`.and(IdentityEnvSchema)`), which keeps the refinement.
 */
export const IdentityEnvSchema = z
  .object({
    FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric app id from the Facebook app dashboard').optional(),
    FACEBOOK_APP_SECRET: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
    FACEBOOK_GRAPH_URL: providerUrl.default(DEFAULT_FACEBOOK_GRAPH_URL),
    FACEBOOK_DIALOG_URL: providerUrl.default(DEFAULT_FACEBOOK_DIALOG_URL),
    /**
     * Where the Facebook login dialog may send the browser back (comma-separated, compared exactly). Unset: any
     * address on the host the request came to, i.e. the app's own pages.
     */
    FACEBOOK_REDIRECT_URIS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((uri) => uri.trim())
          .filter((uri) => uri !== ''),
      )
      .pipe(z.array(providerUrl).min(1, 'must list at least one address'))
      .optional(),
    APPLE_CLIENT_ID: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
    APPLE_KEYS_URL: providerUrl.default(DEFAULT_APPLE_KEYS_URL),
    APPLE_ISSUER: z.string().min(1).default(DEFAULT_APPLE_ISSUER),
  })
  .superRefine((env, ctx) => {
    if (env.FACEBOOK_APP_ID !== undefined && env.FACEBOOK_APP_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FACEBOOK_APP_SECRET'],
        message: 'is required when FACEBOOK_APP_ID is set',
      });
    }
    if (env.FACEBOOK_APP_SECRET !== undefined && env.FACEBOOK_APP_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FACEBOOK_APP_ID'],
        message: 'is required when FACEBOOK_APP_SECRET is set',
      });
    }
  });

export type IdentityEnv = z.output<typeof IdentityEnvSchema>;

/**
 * The identity port for this process: each provider's adapter, or 'off' where nothing is configured.
 * A bad setting throws IntegrationConfigError at start-up, naming the variable.
 */
export function createIdentityProvider(
  env: Record<string, string | undefined>,
  options: ProviderCallOptions = {},
): IdentityProvider {
  const settings = readIntegrationSettings(IdentityEnvSchema, env, 'social sign-in');
  return identityProviderFrom(settings, options);
}

/** The same from settings already validated, e.g. by server/config.ts. */
export function identityProviderFrom(settings: IdentityEnv, options: ProviderCallOptions = {}): IdentityProvider {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, APPLE_CLIENT_ID: clientId } = settings;
  return {
    facebook:
      appId && appSecret
        ? createFacebookGraphIdentity(
            { appId, appSecret, graphUrl: settings.FACEBOOK_GRAPH_URL, dialogUrl: settings.FACEBOOK_DIALOG_URL },
            options,
          )
        : facebookOff,
    apple: clientId
      ? createAppleIdentity({ clientId, keysUrl: settings.APPLE_KEYS_URL, issuer: settings.APPLE_ISSUER }, options)
      : appleOff,
  };
}
