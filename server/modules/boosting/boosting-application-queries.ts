import type { components } from '../../../src/generated/api';
import type { Queryable } from '../../db/database';
import type { Page, PageRequest } from '../../paging';
import type { BoostingTrackingId } from './boosting-application-decider';
import { boostingContents } from './boosting-contents';
import type { BoostingStatus } from './boosting-lifecycle';

/** Reads of the applications and drafts read models, and the contract's answers built from them. */

type Schemas = components['schemas'];
export type BoostingApplicationView = Schemas['BoostingApplication'];
export type BoostingDraftView = Schemas['BoostingDraft'];

export interface ApplicationRow {
  application_id: string;
  shop_domain: string;
  status: BoostingStatus;
  content_ids: string[];
  tracking_ids: BoostingTrackingId[];
  budget_cents: number;
  currency: string;
  start_date: string;
  end_date: string;
  note: string | null;
  review_note: string | null;
  submitted_at: Date;
  status_changed_at: Date;
  unread: boolean;
  history: BoostingApplicationView['history'];
}

interface DraftRow {
  draft_id: string;
  content_ids: string[];
  tracking_ids: BoostingTrackingId[];
  budget_cents: number | null;
  currency: string | null;
  start_date: string | null;
  end_date: string | null;
  note: string | null;
  updated_at: Date;
}

const APPLICATION_COLUMNS = `application_id, shop_domain, status, content_ids, tracking_ids, budget_cents, currency,
  start_date, end_date, note, review_note, submitted_at, status_changed_at, unread, history`;

/** Newest submitted first; the id orders applications submitted in the same millisecond. */
const NEWEST_FIRST = 'order by submitted_at desc, application_id desc';

export async function applicationById(db: Queryable, applicationId: string): Promise<ApplicationRow | undefined> {
  return (
    await db.query<ApplicationRow>(
      `select ${APPLICATION_COLUMNS} from boosting_applications where application_id = $1`,
      [applicationId],
    )
  ).rows[0];
}

/** Applications as their rows, for the operators' list: optionally one shop's or one status's, newest first. */
export async function applicationRows(
  db: Queryable,
  filter: { shopDomain?: string; status?: BoostingStatus; limit: number },
): Promise<ApplicationRow[]> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from boosting_applications
     where ($1::text is null or shop_domain = $1) and ($2::text is null or status = $2) ${NEWEST_FIRST} limit $3`,
    [filter.shopDomain ?? null, filter.status ?? null, filter.limit],
  );
  return rows;
}

/** The applications of these ids (any shop), keyed by id: what an import checks its rows against. */
export async function applicationsByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, ApplicationRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from boosting_applications where application_id = any($1::text[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.application_id, row]));
}

/** Builds the contract's answers for rows of one shop, their contents looked up in one query. */
export async function applicationViews(
  db: Queryable,
  shopDomain: string,
  rows: readonly ApplicationRow[],
  baseUrl: string,
): Promise<BoostingApplicationView[]> {
  const contents = await boostingContents.byIds(db, shopDomain, [...new Set(rows.flatMap((row) => row.content_ids))], {
    live: true,
    baseUrl,
  });
  return rows.map((row) => ({
    id: row.application_id,
    status: row.status,
    contentIds: row.content_ids,
    trackingIds: row.tracking_ids,
    budget: { amountCents: Number(row.budget_cents), currency: row.currency },
    startDate: row.start_date,
    endDate: row.end_date,
    submittedAt: row.submitted_at.toISOString(),
    ...(row.note !== null ? { note: row.note } : {}),
    ...(row.review_note !== null ? { reviewNote: row.review_note } : {}),
    contents: row.content_ids.flatMap((id) => contents.get(id) ?? []),
    statusChangedAt: row.status_changed_at.toISOString(),
    unread: row.unread,
    history: row.history,
  }));
}

/** A page of the shop's applications, newest first. */
export async function shopApplications(
  db: Queryable,
  shopDomain: string,
  { limit, offset }: PageRequest,
  baseUrl: string,
): Promise<Page<BoostingApplicationView>> {
  const [page, count] = await Promise.all([
    db.query<ApplicationRow>(
      `select ${APPLICATION_COLUMNS} from boosting_applications where shop_domain = $1 ${NEWEST_FIRST} limit $2 offset $3`,
      [shopDomain, limit, offset],
    ),
    db.query<{ n: number }>('select count(*)::int as n from boosting_applications where shop_domain = $1', [
      shopDomain,
    ]),
  ]);
  return { list: await applicationViews(db, shopDomain, page.rows, baseUrl), total: Number(count.rows[0]?.n ?? 0) };
}

/** Applications of the shop whose latest status change the creator has not opened. */
export async function unreadCount(db: Queryable, shopDomain: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from boosting_applications where shop_domain = $1 and unread',
    [shopDomain],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The tracking ids of the shop's active applications, once each, by retailer source and then name. */
export async function activeTrackingIds(db: Queryable, shopDomain: string): Promise<BoostingTrackingId[]> {
  const { rows } = await db.query<{ tracking_id: string; source: number }>(
    `select distinct on (source, tracking_key) tracking_id, source from boosting_application_tracking_ids
     where shop_domain = $1 and active order by source, tracking_key`,
    [shopDomain],
  );
  return rows.map((row) => ({ trackingId: row.tracking_id, source: row.source as BoostingTrackingId['source'] }));
}

function draftView(row: DraftRow): BoostingDraftView {
  return {
    id: row.draft_id,
    contentIds: row.content_ids,
    trackingIds: row.tracking_ids,
    ...(row.budget_cents !== null && row.currency !== null
      ? { budget: { amountCents: Number(row.budget_cents), currency: row.currency } }
      : {}),
    ...(row.start_date !== null ? { startDate: row.start_date } : {}),
    ...(row.end_date !== null ? { endDate: row.end_date } : {}),
    ...(row.note !== null ? { note: row.note } : {}),
    updatedAt: row.updated_at.toISOString(),
  };
}

const DRAFT_COLUMNS =
  'draft_id, content_ids, tracking_ids, budget_cents, currency, start_date, end_date, note, updated_at';

export async function draftById(db: Queryable, draftId: string): Promise<BoostingDraftView | undefined> {
  const row = (await db.query<DraftRow>(`select ${DRAFT_COLUMNS} from boosting_drafts where draft_id = $1`, [draftId]))
    .rows[0];
  return row ? draftView(row) : undefined;
}

/** A page of the shop's drafts, most recently saved first (the log position orders saves of one millisecond). */
export async function shopDrafts(
  db: Queryable,
  shopDomain: string,
  { limit, offset }: PageRequest,
): Promise<Page<BoostingDraftView>> {
  const [page, count] = await Promise.all([
    db.query<DraftRow>(
      `select ${DRAFT_COLUMNS} from boosting_drafts where shop_domain = $1 order by updated_at desc, position desc limit $2 offset $3`,
      [shopDomain, limit, offset],
    ),
    db.query<{ n: number }>('select count(*)::int as n from boosting_drafts where shop_domain = $1', [shopDomain]),
  ]);
  return { list: page.rows.map(draftView), total: Number(count.rows[0]?.n ?? 0) };
}
