import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from './api-caller';
import { sharedChromium } from './chromium';
import { sharedTestServer } from './test-server';

/** Where browser journeys leave their screenshots. */
export const E2E_OUTPUT = 'test-output/e2e';

export interface BrowserJourney {
  server: RunningServer;
  browser: Browser;
  api: ApiCaller;
}

/**
 * A describe block's real server and Chromium, ready before its tests; every browser context it opened is closed
 * after them. The server and the browser are the worker's (sharedTestServer, sharedChromium): every journey signs
 * up creators of its own. The fields are filled in beforeAll: read them inside tests, not at collection time.
 * `env` adds to the server's settings (e.g. a postback secret).
 */
export function browserJourney(env: Record<string, string> = {}): BrowserJourney {
  const journey = {} as BrowserJourney;
  beforeAll(async () => {
    mkdirSync(E2E_OUTPUT, { recursive: true });
    journey.server = await sharedTestServer(env);
    journey.browser = await sharedChromium();
    journey.api = apiCaller(journey.server.url);
  });
  afterAll(async () => {
    await Promise.all(journey.browser?.contexts().map((context) => context.close()) ?? []);
  });
  return journey;
}
