import { z } from 'zod';
import type { IdentityEnv } from '../identity/identity-config';
import type { Logger } from '../../logger';
import { createGraphMessaging } from './graph-messaging';
import type { MessagingPort } from './messaging-port';
import { createSimulatedMessaging } from './simulated-messaging';
import { simulatorSecretIn, type SqlQueryable } from './simulator-key';

/**
 * The messaging settings of Auto DM, read with the rest of the configuration (server/config.ts takes this schema in).
 * Meta's Graph API sends the DMs when FACEBOOK_APP_ID, FACEBOOK_APP_SECRET (the social sign-in's, identity-config.ts)
 * and FACEBOOK_WEBHOOK_VERIFY_TOKEN are all set, at FACEBOOK_GRAPH_URL with the dialog at FACEBOOK_DIALOG_URL;
 * otherwise the built-in simulator does, so Auto DM works on a fresh install.
 */
export const MessagingEnvSchema = z.object({
  /** hub.verify_token Meta sends when the webhook is registered (any string you choose in the app dashboard). */
  FACEBOOK_WEBHOOK_VERIFY_TOKEN: z
    .string()
    .regex(/^\S{8,256}$/, 'must be 8 to 256 characters without spaces')
    .optional(),
});

export type MessagingEnv = z.infer<typeof MessagingEnvSchema>;

export const MESSAGING_CONFIG_MESSAGE =
  'FACEBOOK_WEBHOOK_VERIFY_TOKEN is set but FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are not: set all three to send Auto DMs through Facebook, or leave the verify token out for the built-in simulator.';

export const SIMULATOR_WITH_APP_MESSAGE =
  'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set without FACEBOOK_WEBHOOK_VERIFY_TOKEN: Facebook sign-in uses them, but Auto DM runs on the built-in simulator until the verify token is set too.';

type Settings = MessagingEnv &
  Pick<IdentityEnv, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL' | 'FACEBOOK_DIALOG_URL'>;

/**
 * The messaging adapter of this process; a verify token without the app's credentials stops the start. `db` keeps the
 * simulator's signing secret (simulator-key.ts).
 */
export function messagingFrom(
  env: Settings,
  options: { db: SqlQueryable; log?: Pick<Logger, 'warn'>; fetcher?: typeof fetch },
): MessagingPort {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_WEBHOOK_VERIFY_TOKEN: verifyToken } = env;
  if (verifyToken && !(appId && appSecret)) throw new Error(MESSAGING_CONFIG_MESSAGE);
  if (appId && appSecret && verifyToken) {
    return createGraphMessaging(
      { appId, appSecret, verifyToken, graphUrl: env.FACEBOOK_GRAPH_URL, dialogUrl: env.FACEBOOK_DIALOG_URL },
      options.fetcher,
    );
  }
  if (appId && appSecret) options.log?.warn(SIMULATOR_WITH_APP_MESSAGE);
  return createSimulatedMessaging(simulatorSecretIn(options.db));
}
