import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';

/** Starts the real server on a free loopback port. */
export function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }));
}
