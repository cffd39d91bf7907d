import type { z } from 'zod';

/**
 * A port's settings are wrong at start-up. The message names each variable and what is wrong with
 * it, never its value: several of these variables hold secrets (app secrets, SMTP passwords).
 */
export class IntegrationConfigError extends Error {
  override name = 'IntegrationConfigError';
}

/**
 * Reads the variables a port's schema knows from the environment and validates them.
 * An empty variable counts as unset, as in server/config.ts, so `FOO=` in a .env file means "default".
 * Shared by every port (identity, mail) so all of them report configuration mistakes the same way.
 */
export function readIntegrationSettings<Schema extends z.ZodObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
  port: string,
): z.output<Schema> {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0] ?? '?')}: ${issue.message}`);
  throw new IntegrationConfigError(`Invalid ${port} configuration:\n${lines.join('\n')}`);
}
