import { z } from 'zod';
import { IdentityEnvSchema } from './integrations/identity/identity-config';
import { MailEnvSchema } from './integrations/mail/mail-config';
import { MessagingEnvSchema } from './integrations/messaging/messaging-config';
import { PaymentsEnvSchema } from './integrations/payments/payments-config';
import { SupportChatEnvSchema } from './integrations/support-chat/support-chat-config';
import {
  AccountsEnvSchema,
  BioLinkEnvSchema,
  EarningsEnvSchema,
  MediaEnvSchema,
  ShortLinksEnvSchema,
  WebhooksEnvSchema,
} from './module-settings';

/** Every setting the server reads from the environment, validated once at start-up. */
const ServerSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The embedded database lives in DATA_DIR/pglite; `memory://` keeps it in memory (gone when the process ends). */
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections per server process when DATABASE_URL is set. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  APP_DIR: z.string().min(1).default('dist/app'),
  /** The mobile web app's address: narrow or phone visitors of the creator app go there (spec §2). Unset: no redirect. */
  MOBILE_WEB_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Believe X-Forwarded-For for the client address: only behind a reverse proxy that sets it. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, 'true, false, or the number of proxies in front (0 to 9)')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
});

/** The server's own settings, each integration's (social sign-in, mail, support chat, payments, messaging) and each module's (module-settings.ts). */
const SCHEMAS = [
  ServerSchema,
  IdentityEnvSchema,
  MailEnvSchema,
  AccountsEnvSchema,
  ShortLinksEnvSchema,
  BioLinkEnvSchema,
  SupportChatEnvSchema,
  EarningsEnvSchema,
  PaymentsEnvSchema,
  MediaEnvSchema,
  MessagingEnvSchema,
  WebhooksEnvSchema,
] as const;

type Outputs<T extends readonly z.ZodType[]> = T extends readonly [
  infer Head extends z.ZodType,
  ...infer Rest extends readonly z.ZodType[],
]
  ? z.output<Head> & Outputs<Rest>
  : unknown;
export type Config = Outputs<typeof SCHEMAS>;

/** The variables the schemas name: only these are read from the environment. */
const KNOWN_KEYS = SCHEMAS.flatMap((schema) => Object.keys(schema.shape));
/** All of them validated together, intersected so that each keeps its own checks across fields. */
const ConfigSchema = SCHEMAS.reduce<z.ZodType>((all, schema) => all.and(schema), z.object({})) as z.ZodType<Config>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A bad value is echoed so the operator sees the typo, unless it is a secret or a URL with credentials. */
function shown(name: string, value: string | undefined): string {
  if (value !== undefined && (/SECRET|PASSWORD|TOKEN/.test(name) || /\/\/[^/]*@/.test(value))) return '(value hidden)';
  return JSON.stringify(value);
}

/** Reads the configuration; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    KNOWN_KEYS.map((key) => [key, env[key]] as const).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    return `  ${name}=${shown(name, env[name])}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
