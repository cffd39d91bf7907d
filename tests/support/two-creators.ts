import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../server/server';
import { adminOn } from './admin-cli';
import { apiCaller, type ApiCaller } from './api-caller';
import { startTestServer } from './test-server';

export type Creator = Awaited<ReturnType<ApiCaller['registerCreator']>>;

export interface TwoCreators {
  server: RunningServer;
  api: ApiCaller;
  alice: Creator;
  bob: Creator;
  /** `npm run admin -- <argv>` against this server. */
  admin(...argv: string[]): ReturnType<ReturnType<typeof adminOn>>;
}

/**
 * A describe block's server (own database) with two registered creators, for calls that must keep shops apart.
 * The fields are filled in beforeAll: read them inside tests, not at collection time.
 */
export function serverWithTwoCreators(): TwoCreators {
  const ctx = { admin: (...argv: string[]) => adminOn(ctx.server)(...argv) } as TwoCreators;
  beforeAll(async () => {
    ctx.server = await startTestServer();
    ctx.api = apiCaller(ctx.server.url);
    ctx.alice = await ctx.api.registerCreator();
    ctx.bob = await ctx.api.registerCreator();
  });
  afterAll(() => ctx.server?.close());
  return ctx;
}
