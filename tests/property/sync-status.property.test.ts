import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { pacificUsDate } from '../../src/domain/pacific-time';
import { SHOP_SOURCES, sourceTitle } from '../../src/domain/shop-sources';
import { STALE_SYNC_MS, staleSyncNotice } from '../../src/domain/sync-status';

const NOW = Date.parse('2026-11-25T21:00:00Z');
const source = fc.constantFrom(...SHOP_SOURCES);
/** A last sync between ten days before now and an hour after (a server clock a little ahead). */
const syncedAt = fc.integer({ min: NOW - 10 * 86_400_000, max: NOW + 3_600_000 });
const REFERENCE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('the stale-sync status banner', () => {
  it.prop([source, syncedAt, fc.boolean()])(
    'shows exactly for a synced source, not syncing, last synced more than a day ago',
    (s, at, syncing) => {
      const notice = staleSyncNotice({ lastUpdateTime: new Date(at).toISOString(), syncing }, s, NOW);
      expect(notice !== null).toBe(s.showLastUpdateTime && !syncing && NOW - at > STALE_SYNC_MS);
      if (notice) {
        expect(notice.theme).toBe('warn');
        expect(notice.text).toContain(sourceTitle(s));
      }
    },
  );

  it.prop([source])('never before the first sync, nor without an answer', (s) => {
    expect(staleSyncNotice({ syncing: false }, s, NOW)).toBeNull();
    expect(staleSyncNotice(null, s, NOW)).toBeNull();
    expect(staleSyncNotice({ lastUpdateTime: 'not a time', syncing: false }, s, NOW)).toBeNull();
  });

  it.prop([fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-12-31T23:59:59Z') })])(
    'dates it MM/DD/YYYY in Pacific time, as a plain formatter does',
    (at) => {
      expect(pacificUsDate(at)).toBe(REFERENCE.format(at));
      const synced = SHOP_SOURCES.find((s) => s.showLastUpdateTime)!;
      expect(
        staleSyncNotice({ lastUpdateTime: new Date(at).toISOString(), syncing: false }, synced, at + 2 * STALE_SYNC_MS)
          ?.date,
      ).toBe(REFERENCE.format(at));
    },
  );
});
