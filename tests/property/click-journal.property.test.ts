import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { openClickJournal, type ClickJournal } from '../../server/modules/short-links/click-journal';
import type { LinkClick } from '../../server/modules/short-links/link-clicks';

const click = (n: number): LinkClick => ({
  clickId: `c${String(n).padStart(8, '0')}`,
  linkType: 'short-link',
  linkId: 'Ab3dE7x',
  shopDomain: 'shop-a',
  at: new Date(1_750_000_000_000 + n).toISOString(),
  device: 'mobile',
  os: 'android',
  bot: false,
});

/** Reads and advances until the journal has nothing more, in reads of `chunk` bytes. */
async function readAll(journal: ClickJournal, chunk: number, stopAfter = Number.POSITIVE_INFINITY): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < stopAfter) {
    const { clicks, next } = await journal.read(chunk);
    if (clicks.length === 0) break;
    ids.push(...clicks.map((c) => c.clickId));
    journal.advance(next, clicks.length);
  }
  return ids;
}

const batches = fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 25 });

describe('click journal', () => {
  test.prop([batches, fc.integer({ min: 300, max: 4_000 }), fc.integer({ min: 100, max: 3_000 })], { numRuns: 25 })(
    'every appended click is read back once, in order, over segment changes and chunk sizes',
    async (sizes, segmentBytes, chunk) => {
      const dir = mkdtempSync(join(tmpdir(), 'journal-prop-'));
      try {
        const journal = openClickJournal(dir, { segmentBytes });
        let n = 0;
        const appended: string[] = [];
        for (const size of sizes) {
          const batch = Array.from({ length: size }, () => click(n++));
          await journal.append(batch);
          appended.push(...batch.map((c) => c.clickId));
        }
        expect(journal.backlog).toBe(appended.length);
        expect(await readAll(journal, chunk)).toEqual(appended);
        expect(journal.backlog).toBe(0);
        await journal.close();
        // Only the segment being written last is left: the importer's cursor passed the others.
        expect(readdirSync(dir).filter((f) => f.endsWith('.ndjson')).length).toBe(1);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    // Real files: a few hundred reads and cursor writes per run, slow on a busy disk.
    60_000,
  );

  test.prop([batches, fc.nat(), fc.integer({ min: 300, max: 2_000 })], { numRuns: 30 })(
    'a reopened journal goes on after its cursor and drops a line cut short by a crash',
    async (sizes, stopAt, segmentBytes) => {
      const dir = mkdtempSync(join(tmpdir(), 'journal-prop-'));
      try {
        const first = openClickJournal(dir, { segmentBytes });
        let n = 0;
        const appended: string[] = [];
        for (const size of sizes) {
          const batch = Array.from({ length: size }, () => click(n++));
          await first.append(batch);
          appended.push(...batch.map((c) => c.clickId));
        }
        const before = await readAll(first, 500, stopAt % (appended.length + 1));
        // The process dies in the middle of writing a batch: half a line at the end of its last segment.
        const last = readdirSync(dir)
          .filter((f) => f.endsWith('.ndjson'))
          .sort()
          .at(-1)!;
        appendFileSync(join(dir, last), '{"clickId":"torn","linkTy');
        const second = openClickJournal(dir, { segmentBytes });
        await second.append([click(n)]);
        expect([...before, ...(await readAll(second, 700))]).toEqual([...appended, click(n).clickId]);
        await second.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    // Real files: a few hundred reads and cursor writes per run, slow on a busy disk.
    60_000,
  );
});
