import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { SERVER_MODULES } from '../../server/server-modules';
import { createServices, type Services } from '../../server/services';
import {
  createClickImporter,
  DEFAULT_IMPORT_POLICY,
  type ImportPolicy,
} from '../../server/modules/short-links/click-importer';
import { openClickJournal } from '../../server/modules/short-links/click-journal';
import type { LinkClick } from '../../server/modules/short-links/link-clicks';
import { openTestDatabase } from '../support/db';

/**
 * The click importer on a real event store: it follows the journal at ordinary rates, leaves a burst in the
 * journal until it passes (or waits too long), and never stores a click twice, even replaying a journal whose
 * cursor fell behind (a crash between storing a step and writing the cursor).
 */
describe('click importer', () => {
  let services: Services;
  const dirs: string[] = [];
  let link = 0;

  beforeAll(async () => {
    services = await createServices(loadConfig({ LOG_LEVEL: 'silent' }), {
      modules: SERVER_MODULES,
      database: await openTestDatabase('pglite'),
    });
  });
  afterAll(async () => {
    await services?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const journalDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'click-importer-'));
    dirs.push(dir);
    return dir;
  };
  /** `count` clicks on a link of its own, so each test counts only its clicks. */
  const clicksOn = (linkId: string, count: number, from = 0): LinkClick[] =>
    Array.from({ length: count }, (_, i) => ({
      clickId: `${linkId}-${from + i}`,
      linkType: 'short-link',
      linkId,
      shopDomain: 'importer-shop',
      at: new Date().toISOString(),
      device: 'mobile',
      os: 'ios',
      bot: false,
    }));
  const stored = async (linkId: string) => {
    const { rows } = await services.database.query<{ events: number; daily: number }>(
      `select (select count(*)::int from events where type = 'LinkClicked' and data->>'linkId' = $1) as events,
              (select coalesce(sum(clicks), 0)::int from link_clicks_daily where link_id = $1) as daily`,
      [linkId],
    );
    return rows[0];
  };
  const importerOn = (dir: string, policy: Partial<ImportPolicy> = {}, now = Date.now) => {
    const journal = openClickJournal(dir);
    const importer = createClickImporter({
      journal,
      store: services.eventStore,
      db: services.database,
      log: services.log,
      policy: { ...DEFAULT_IMPORT_POLICY, ...policy },
      now,
    });
    return { journal, importer };
  };

  it('follows the journal at ordinary rates: clicks reach the log and the counters', async () => {
    const id = `ordinary${(link += 1)}`;
    const { journal, importer } = importerOn(journalDir());
    await journal.append(clicksOn(id, 10));
    importer.appended(10);
    await expect.poll(() => stored(id)).toEqual({ events: 10, daily: 10 });
    await importer.close();
    await journal.close();
  });

  it('leaves a burst in the journal, and imports it all when drained', async () => {
    const id = `burst${(link += 1)}`;
    const { journal, importer } = importerOn(journalDir(), { busyRate: 5 });
    await journal.append(clicksOn(id, 100));
    importer.appended(100);
    // 100 clicks in the last second is a burst for this policy: three re-checks later, nothing is imported yet.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await stored(id)).toEqual({ events: 0, daily: 0 });
    expect(journal.backlog).toBe(100);
    await importer.drain();
    expect(await stored(id)).toEqual({ events: 100, daily: 100 });
    expect(journal.backlog).toBe(0);
    await importer.close();
    await journal.close();
  });

  it('goes on waiting for a while after a burst, so a dip in the rate does not start an import', async () => {
    const id = `hold${(link += 1)}`;
    let now = 2_000_000;
    const { journal, importer } = importerOn(journalDir(), { busyRate: 5, busyHoldMs: 2_000 }, () => now);
    // The importer's first look at the (empty) journal ends before the burst, so it cannot read the burst's lines.
    await importer.drain();
    await journal.append(clicksOn(id, 100));
    importer.appended(100);
    // The rate's one-second window has passed (it reads nothing now), but the burst's hold has not: three
    // re-checks later, nothing is imported yet.
    now += 1_500;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await stored(id)).toEqual({ events: 0, daily: 0 });
    now += 1_000;
    await expect.poll(() => stored(id)).toEqual({ events: 100, daily: 100 });
    await importer.close();
    await journal.close();
  });

  it('imports during a burst once the oldest click has waited the longest allowed', async () => {
    const id = `overdue${(link += 1)}`;
    let now = 1_000_000;
    const { journal, importer } = importerOn(journalDir(), { busyRate: 5, maxLagMs: 60_000 }, () => now);
    await journal.append(clicksOn(id, 50));
    importer.appended(50);
    await journal.append(clicksOn(id, 50, 50));
    // Still a burst by the clock's rate (the window has not moved), but the first clicks are now a minute old.
    now += 60_000;
    importer.appended(50);
    await expect.poll(() => stored(id)).toEqual({ events: 100, daily: 100 });
    await importer.close();
    await journal.close();
  });

  it('never stores a click twice when a cursor that fell behind replays stored lines', async () => {
    const id = `replay${(link += 1)}`;
    const dir = journalDir();
    const first = importerOn(dir);
    await first.journal.append(clicksOn(id, 30));
    first.importer.appended(30);
    await first.importer.close();
    await first.journal.close();
    expect(await stored(id)).toEqual({ events: 30, daily: 30 });

    // A crash after the log stored the step but before the cursor moved: the cursor still points at the start.
    const segment = Number(
      readdirSync(dir)
        .find((name) => name.endsWith('.ndjson'))!
        .slice(0, 12),
    );
    writeFileSync(join(dir, 'cursor.json'), JSON.stringify({ segment, offset: 0 }));
    const second = importerOn(dir);
    await second.journal.append(clicksOn(id, 5, 30));
    second.importer.appended(5);
    await second.importer.close();
    await second.journal.close();
    expect(await stored(id)).toEqual({ events: 35, daily: 35 });
  });
});
