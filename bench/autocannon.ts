import { createRequire } from 'node:module';

/** The part of autocannon's result the benches read. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  /** Bytes read, status lines and headers included. */
  throughput: { total: number };
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number } | undefined>;
  errors: number;
  timeouts: number;
}

/** The options the benches pass: a duration, or an amount of requests (which takes precedence), cycling through `requests` if given. */
interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: Array<{ path: string; headers?: Record<string, string> }>;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

// autocannon ships no type declarations.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
