import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { pgliteDataDir } from '../../server/db/open-database';
import { openPgliteDatabase } from '../../server/db/pglite-database';
import { shortLinksOf } from '../../server/modules/short-links';
import { SERVER_MODULES } from '../../server/server-modules';
import { createServices, type ServerModule } from '../../server/services';
import { openTestDatabase } from '../support/db';
import { creatorWithShortLink, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Zero-loss clicks: the server is a process of its own on a data folder of its own, a stream of concurrent
 * redirects runs against it, and it is killed with SIGKILL in the middle (no shutdown, no flush). On restart,
 * every click whose 302 a visitor received must be in the log, and no click twice. The x-request-id of each
 * 302 is the id of the click stored for it.
 */
describe('clicks survive a crash', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-durability-'));
  let running: ServerProcess | undefined;
  afterAll(async () => {
    await running?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every click answered with a 302 before a SIGKILL is stored once after the restart', async () => {
    const env = { DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') };
    running = await startServerProcess(env, { startTimeoutMs: 120_000 });
    const link = await creatorWithShortLink(running.url);
    const target = `${running.url}/s/${link.code}`;

    const answered: string[] = [];
    let failures = 0;
    let stop = false;
    const visitor = async () => {
      while (!stop) {
        try {
          const res = await fetch(target, { redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== 302) throw new Error(`answered ${res.status}`);
          answered.push(res.headers.get('x-request-id')!);
        } catch {
          // The kill cuts the requests in flight: their visitors got no 302, so nothing is owed to them.
          failures += 1;
          return;
        }
      }
    };
    const visitors = Array.from({ length: 32 }, visitor);
    // Kill in the middle of the stream, once it is well under way.
    while (answered.length < 1500) await new Promise((resolve) => setTimeout(resolve, 20));
    const killed = await running.stop('SIGKILL');
    stop = true;
    await Promise.all(visitors);
    expect(killed.signal).toBe('SIGKILL');
    expect(failures).toBeGreaterThan(0);

    // The restarted server finds the link (its cache is filled from the table) and keeps counting.
    running = await startServerProcess(env, { startTimeoutMs: 120_000 });
    const after = await fetch(`${running.url}/s/${link.code}`, { redirect: 'manual' });
    expect([after.status, after.headers.get('location')]).toEqual([302, link.destination]);
    answered.push(after.headers.get('x-request-id')!);
    expect((await running.stop('SIGTERM')).code).toBe(0);
    running = undefined;

    const db = await openPgliteDatabase({ dataDir: pgliteDataDir(dataDir) });
    try {
      const stored = (
        await db.query<{ stream_id: string }>(
          `select stream_id from events where type = 'LinkClicked' and data->>'linkId' = $1`,
          [link.code],
        )
      ).rows.map((row) => row.stream_id);
      const storedIds = new Set(stored);
      expect(storedIds.size).toBe(stored.length);
      const lost = answered.filter((id) => !storedIds.has(`click:${id}`));
      expect(lost).toEqual([]);
      expect(new Set(answered).size).toBe(answered.length);
      // Clicks still queued at the kill were never answered; they may or may not be stored, never twice.
      expect(stored.length).toBeGreaterThanOrEqual(answered.length);
      const counters = await db.query<{ daily: number; monthly: number }>(
        `select (select coalesce(sum(clicks + bot_clicks), 0)::int from link_clicks_daily where link_id = $1) as daily,
                (select coalesce(sum(clicks + bot_clicks), 0)::int from shop_clicks_monthly where shop_domain = $2) as monthly`,
        [link.code, link.shopName],
      );
      expect(counters.rows[0]).toEqual({ daily: stored.length, monthly: stored.length });
    } finally {
      await db.close();
    }
  }, 300_000);
});

describe('a graceful stop', () => {
  it('stores the clicks still waiting for their batch before the database closes', async () => {
    // A wait (the longest the setting allows) far longer than the steps below: only the stop writes these clicks in time.
    const config = loadConfig({ LOG_LEVEL: 'silent', CLICK_BATCH_WAIT_MS: '1000', CLICK_BATCH_MAX: '1000' });
    let waiting: Array<Promise<void>> = [];
    let counted = -1;
    const clicksStored = async () =>
      Number(
        (
          await services.database.query<{ n: number }>(
            `select count(*)::int as n from events where stream_id like 'click:stop-%'`,
          )
        ).rows[0]?.n,
      );
    // Stops run before the database closes: this one looks at what the short links' stop has written.
    const probe: ServerModule = {
      name: 'stop-probe',
      stop: async () => {
        await Promise.allSettled(waiting);
        counted = await clicksStored();
      },
    };
    const services = await createServices(config, {
      modules: [...SERVER_MODULES, probe],
      database: await openTestDatabase('pglite'),
    });
    const links = shortLinksOf(services);
    const click = (clickId: string) =>
      links.recordClick({
        clickId,
        linkType: 'short-link',
        linkId: 'Zz9Zz9Zz',
        shopDomain: 'shop-a',
        at: new Date().toISOString(),
        device: 'desktop',
        os: 'linux',
        bot: false,
      });
    waiting = Array.from({ length: 5 }, (_, i) => click(`stop-${i}`));
    expect(await clicksStored()).toBe(0);
    await services.close();
    await expect(Promise.all(waiting)).resolves.toBeDefined();
    expect(counted).toBe(5);
    await expect(click('stop-late')).rejects.toThrow('closing');
  });
});
