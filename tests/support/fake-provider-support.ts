/** Support for provider fakes: serving them on loopback, a provider that is down, and what an error reveals. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

export interface RunningFake {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a provider fake on a free loopback port; nothing a test starts listens beyond 127.0.0.1. */
export async function serveFake(app: Hono): Promise<RunningFake> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback URL where nothing listens: a provider that is down. */
export async function closedLoopbackUrl(): Promise<string> {
  const server = createAdaptorServer({ fetch: () => new Response(null) }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * Everything an error lets escape into logs or answers: message, cause chain, stack and JSON form.
 * Tests search it for secrets that must never leave an adapter.
 */
export function everythingAbout(error: unknown): string {
  const seen: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof Error) {
      seen.push(String(current), current.stack ?? '', JSON.stringify(current, Object.getOwnPropertyNames(current)));
      current = current.cause;
    } else {
      seen.push(typeof current === 'string' ? current : JSON.stringify(current));
      break;
    }
  }
  return seen.join('\n');
}
