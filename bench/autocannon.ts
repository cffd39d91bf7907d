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

type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

// autocannon ships no type declarations.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
