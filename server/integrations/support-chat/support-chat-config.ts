import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { BUILTIN_MESSENGER_TOKEN, intercomToken } from '../../../src/domain/support-chat';

/**
 * The support chat port's settings: Intercom when INTERCOM_APP_ID and INTERCOM_SECRET are both set, the
 * built-in messenger otherwise. Half a configuration is refused rather than silently falling back.
 */
export const SupportChatEnvSchema = z
  .object({
    INTERCOM_APP_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be the workspace app id from Intercom settings')
      .optional(),
    /** The identity verification secret of the Intercom workspace (Settings > Security). */
    INTERCOM_SECRET: z.string().regex(/^\S+$/, 'must not contain spaces').optional(),
  })
  .refine((env) => (env.INTERCOM_APP_ID === undefined) === (env.INTERCOM_SECRET === undefined), {
    message: 'set INTERCOM_APP_ID and INTERCOM_SECRET together, or neither for the built-in messenger',
    path: ['INTERCOM_SECRET'],
  });

export type SupportChatEnv = z.infer<typeof SupportChatEnvSchema>;

/** Issues the token the app's chat starts with (the chat host's /app/intercom/token). */
export interface SupportMessenger {
  readonly kind: 'builtin' | 'intercom';
  token(userId: string): string;
}

const builtinMessenger: SupportMessenger = { kind: 'builtin', token: () => BUILTIN_MESSENGER_TOKEN };

/**
 * Intercom identity verification: the browser boots the messenger with user_id and user_hash, and Intercom
 * accepts the user only if user_hash is the HMAC-SHA256 of user_id under the workspace secret, which never
 * leaves the server.
 */
export function intercomMessenger(appId: string, secret: string): SupportMessenger {
  return {
    kind: 'intercom',
    token: (userId) =>
      intercomToken({ appId, userId, userHash: createHmac('sha256', secret).update(userId).digest('hex') }),
  };
}

export function supportMessengerFrom(env: SupportChatEnv): SupportMessenger {
  return env.INTERCOM_APP_ID && env.INTERCOM_SECRET
    ? intercomMessenger(env.INTERCOM_APP_ID, env.INTERCOM_SECRET)
    : builtinMessenger;
}
