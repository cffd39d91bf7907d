import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { RESULT_COLUMNS } from '../../server/modules/boosting/results-csv';
import { addDays } from '../../src/domain/click-days';
import { pacificDate } from '../../src/domain/pacific-time';
import type { RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { testServerFor, type ServerScope } from '../support/test-server';
import type { Reply } from './account-support';
import { AMAZON_PRODUCT, OTHER_AMAZON_PRODUCT, shortLinkApi } from './short-link-support';

/** Helpers of the boosting API tests: whitelisted creators with links and tracking ids, applications, workbooks. */

export const WALMART_ID = 'jane_walmart';

/** Today's Pacific date, and the dates around it. */
export const today = () => pacificDate(new Date());
export const daysFromToday = (days: number) => addDays(today(), days);

export const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });

export function boostingApi(server: RunningServer) {
  const api = shortLinkApi(server);
  const admin = adminOn(server);
  const ok = async <T = any>(reply: Promise<Reply<T>>): Promise<T> => {
    const res = await reply;
    expect(res.code, res.message).toBe(200);
    return res.data;
  };
  return {
    ...api,
    admin,
    ok,
    /**
     * A creator on the boosting whitelist with Amazon tags jane-20 (registration) and jane-21, the Walmart id
     * WALMART_ID, and two short links (the second newer).
     */
    async boostingCreator({ whitelisted = true } = {}) {
      const creator = await api.creator('jane-20');
      await ok(api.post('/setting/addTrackingId', { trackingId: 'jane-21' }, creator.token));
      await ok(api.post('/setting/addWalmartTrackingId', { trackingId: WALMART_ID }, creator.token));
      const first = await ok(api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token));
      const second = await ok(
        api.post('/app/get_shortlink/v2', { url: OTHER_AMAZON_PRODUCT, title: 'Desk lamp' }, creator.token),
      );
      if (whitelisted) expect((await admin('whitelist', 'add', '--shop', creator.shopName)).code).toBe(0);
      return { ...creator, links: [first.code as string, second.code as string] as const };
    },
    /** An application body that passes every check for `creator` (starting tomorrow, a week long). */
    application(links: readonly string[], overrides: Record<string, unknown> = {}) {
      return {
        contentIds: [...links],
        trackingIds: [{ trackingId: 'jane-20', source: 1 }],
        budget: usd(10_000),
        startDate: daysFromToday(1),
        endDate: daysFromToday(7),
        ...overrides,
      };
    },
    /** Moves an application through operator steps, each expected to succeed. */
    async operator(id: string, ...actions: string[]) {
      for (const action of actions) {
        const res = await admin(
          'boosting',
          action,
          '--id',
          id,
          ...(action === 'reject' ? ['--reason', 'Not a fit'] : []),
        );
        expect(res.code, res.err.join('\n')).toBe(0);
      }
    },
    /** POSTs an export call and answers the raw response. */
    exportCall(path: string, body: unknown, token: string) {
      return fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    },
  };
}

export type BoostingApi = ReturnType<typeof boostingApi>;

export interface BoostingServer {
  server: RunningServer;
  api: BoostingApi;
}

/** A describe block's real server on the given database and its boosting helpers (filled in beforeAll). */
export function boostingServer(kind: 'pglite' | 'postgres', scope: ServerScope = 'shared'): BoostingServer {
  const context = {} as BoostingServer;
  beforeAll(async () => {
    context.server = await testServerFor(scope, {}, kind);
    context.api = boostingApi(context.server);
  }, 60_000);
  afterAll(() => context.server?.close());
  return context;
}

/** A folder of results files for a describe block, removed after it; `write` answers the file's path. */
export function resultsFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'linkmint-boosting-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    /** A results CSV with the documented header and these rows (values in RESULT_COLUMNS order). */
    write(name: string, rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
      const path = join(dir, name);
      writeFileSync(path, [RESULT_COLUMNS.join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n');
      return path;
    },
  };
}

/** The cells of a workbook's first sheet, row by row (exceljs's 1-based rows and cells, as plain arrays). */
export async function sheetRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
