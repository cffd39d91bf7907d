import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { POSTBACK_SIGNATURE_HEADER, signPostback } from '../../server/modules/earnings/postback-signature';
import type { RunningServer } from '../../server/server';
import { adminOn } from '../support/admin-cli';
import { testServerFor, type ServerScope } from '../support/test-server';
import type { Reply } from './account-support';
import { AMAZON_PRODUCT, shortLinkApi } from './short-link-support';

/** Helpers of the earnings API tests: signed postbacks, creators with a link, CSV files, the admin CLI. */

export const POSTBACK_SECRET = 'test-postback-secret-0123456789';

export interface Postback {
  network?: string;
  orderId: string;
  shortCode?: string;
  trackingId?: string;
  orderAmountCents: number;
  commissionCents: number;
  currency?: string;
  status: 'pending' | 'approved' | 'reversed';
  orderedAt: string;
}

export function earningsApi(server: RunningServer) {
  const api = shortLinkApi(server);
  const db = server.services.database;
  let fileCount = 0;
  const folder = mkdtempSync(join(tmpdir(), 'linkmint-earnings-'));
  return {
    ...api,
    admin: adminOn(server),
    /** Posts a conversion as a network does: the raw JSON signed with the secret (or the given header). */
    async postback(
      body: Postback | Record<string, unknown>,
      options: { secret?: string; at?: Date; signature?: string | null } = {},
    ): Promise<Reply> {
      const raw = JSON.stringify({ network: 'impact', currency: 'USD', ...body });
      const signature =
        options.signature === undefined
          ? signPostback(options.secret ?? POSTBACK_SECRET, raw, options.at ?? new Date())
          : options.signature;
      const res = await fetch(`${server.url}/webhooks/conversions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { [POSTBACK_SIGNATURE_HEADER]: signature }),
        },
        body: raw,
      });
      return { ...((await res.json()) as Omit<Reply, 'status'>), status: res.status };
    },
    /** A creator (Amazon tag `tag`) with one short link: the code orders are attributed by. */
    async creatorWithLink(tag?: string) {
      const creator = await api.creator(tag);
      const link = await api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
      expect(link.code, link.message).toBe(200);
      return { ...creator, code: link.data.code as string };
    },
    /** Writes a CSV file for `earnings import` and answers its path. */
    csvFile(lines: readonly string[]): string {
      fileCount += 1;
      const path = join(folder, `report-${fileCount}.csv`);
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    },
    async conversionRow(id: string) {
      return (await db.query<Record<string, unknown>>('select * from conversions where conversion_id = $1', [id]))
        .rows[0];
    },
  };
}

export type EarningsApi = ReturnType<typeof earningsApi>;

/** A describe block's server on the given database with postbacks on (unless `env` says otherwise): the worker's shared one, or its own. */
export function earningsServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = { CONVERSION_POSTBACK_SECRET: POSTBACK_SECRET },
  scope: ServerScope = 'shared',
) {
  const context = {} as { server: RunningServer; api: EarningsApi };
  beforeAll(async () => {
    context.server = await testServerFor(scope, env, kind);
    context.api = earningsApi(context.server);
  }, 60_000);
  afterAll(() => context.server?.close());
  return context;
}

/** The CSV header of the README's column list. */
export const CSV_HEADER =
  'network,order_id,short_code,tracking_id,order_amount_cents,commission_cents,currency,status,ordered_at';

let orderCount = 0;
/** An order id no other test uses. */
export const newOrderId = (prefix = 'ORD') => `${prefix}-${Date.now().toString(36)}-${(orderCount += 1)}`;
