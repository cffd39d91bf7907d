import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from './api-caller';
import { launchChromium } from './chromium';
import { startTestServer } from './test-server';

/** Where browser journeys leave their screenshots. */
export const E2E_OUTPUT = 'test-output/e2e';

export interface BrowserJourney {
  server: RunningServer;
  browser: Browser;
  api: ApiCaller;
}

/**
 * A describe block's real server (own database) and Chromium, started before its tests and closed after them.
 * The fields are filled in beforeAll: read them inside tests, not at collection time. `env` adds to the server's
 * settings (e.g. a postback secret).
 */
export function browserJourney(env: Record<string, string> = {}): BrowserJourney {
  const journey = {} as BrowserJourney;
  beforeAll(async () => {
    mkdirSync(E2E_OUTPUT, { recursive: true });
    journey.server = await startTestServer(env);
    journey.browser = await launchChromium();
    journey.api = apiCaller(journey.server.url);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
