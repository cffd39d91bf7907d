/** Structured JSON logs, one line each. Secrets never reach them: keys that name one are masked at any depth. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|^code$|verif|identif|private/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

/**
 * Path segments that are secrets: a checkout session id opens that shop's payment page (/checkout/{sessionId}),
 * so the id never reaches a log line.
 */
const SECRET_PATH_SEGMENT = /^(\/checkout\/)[^/]+/;

/** A request path as logs write it: the secret segments masked. */
export const loggedPath = (path: string): string => path.replace(SECRET_PATH_SEGMENT, '$1[redacted]');

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: Record<string, unknown> = {},
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    write(
      JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...(redact({ ...base, ...fields }) as object) }),
    );
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}
