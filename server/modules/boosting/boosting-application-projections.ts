import type { Projection } from '../../events/projections';
import type {
  BoostingDraftDeleted,
  BoostingDraftSaved,
  BoostingStatusChanged,
  BoostingStatusOpened,
  BoostingSubmitted,
} from './boosting-application-decider';
import { isActiveStatus } from './boosting-lifecycle';

/** The unique index that keeps a tracking id in one active application of a shop (migrations/001-boosting.sql). */
export const ACTIVE_TRACKING_ID_CONSTRAINT = 'boosting_tracking_ids_active_unique';

export const trackingKey = (trackingId: string) => trackingId.toLowerCase();

/**
 * boosting_applications and boosting_application_tracking_ids: each submitted application with its status, its
 * history and whether the creator has opened its latest change; its tracking ids, active while the application is.
 */
export const boostingApplicationsProjection: Projection<
  BoostingSubmitted | BoostingStatusChanged | BoostingStatusOpened
> = {
  name: 'boosting-applications',
  tables: ['boosting_applications', 'boosting_application_tracking_ids'],
  handles: ['BoostingSubmitted', 'BoostingStatusChanged', 'BoostingStatusOpened'],
  async apply(tx, event) {
    // An erased shop's events keep only { redacted: true } (shop-boosting-erasure.ts): nothing to apply.
    if (!event.data?.applicationId) return;
    if (event.type === 'BoostingSubmitted') {
      const s = event.data;
      await tx.query(
        `insert into boosting_applications (application_id, shop_domain, status, content_ids, tracking_ids, budget_cents, currency,
           start_date, end_date, note, review_note, submitted_at, status_changed_at, unread, history, position)
         values ($1, $2, 'submitted', $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, null, $10, $10, false, $11::jsonb, $12)`,
        [
          s.applicationId,
          s.shopDomain,
          JSON.stringify(s.contentIds),
          JSON.stringify(s.trackingIds),
          s.budget.amountCents,
          s.budget.currency,
          s.startDate,
          s.endDate,
          s.note ?? null,
          s.submittedAt,
          JSON.stringify([{ status: 'submitted', at: s.submittedAt }]),
          event.position,
        ],
      );
      for (const { trackingId, source } of s.trackingIds) {
        await tx.query(
          `insert into boosting_application_tracking_ids (application_id, shop_domain, source, tracking_id, tracking_key, active)
           values ($1, $2, $3, $4, $5, true)`,
          [s.applicationId, s.shopDomain, source, trackingId, trackingKey(trackingId)],
        );
      }
      return;
    }
    if (event.type === 'BoostingStatusChanged') {
      const c = event.data;
      const entry = { status: c.status, at: c.changedAt, ...(c.note ? { note: c.note } : {}) };
      await tx.query(
        `update boosting_applications set status = $2, status_changed_at = $3, unread = true, history = history || $4::jsonb,
           review_note = coalesce($5, review_note)
         where application_id = $1`,
        [c.applicationId, c.status, c.changedAt, JSON.stringify([entry]), c.note ?? null],
      );
      if (!isActiveStatus(c.status))
        await tx.query('update boosting_application_tracking_ids set active = false where application_id = $1', [
          c.applicationId,
        ]);
      return;
    }
    await tx.query('update boosting_applications set unread = false where application_id = $1', [
      event.data.applicationId,
    ]);
  },
};

/** boosting_drafts: drafts until deleted or submitted (a submitted draft is the application, boosting-application-decider.ts). */
export const boostingDraftsProjection: Projection<BoostingDraftSaved | BoostingDraftDeleted | BoostingSubmitted> = {
  name: 'boosting-drafts',
  tables: ['boosting_drafts'],
  handles: ['BoostingDraftSaved', 'BoostingDraftDeleted', 'BoostingSubmitted'],
  async apply(tx, event) {
    if (!event.data?.applicationId) return;
    if (event.type !== 'BoostingDraftSaved') {
      await tx.query('delete from boosting_drafts where draft_id = $1', [event.data.applicationId]);
      return;
    }
    const d = event.data;
    await tx.query(
      `insert into boosting_drafts (draft_id, shop_domain, content_ids, tracking_ids, budget_cents, currency, start_date, end_date, note, updated_at, position)
       values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)
       on conflict (draft_id) do update set content_ids = excluded.content_ids, tracking_ids = excluded.tracking_ids,
         budget_cents = excluded.budget_cents, currency = excluded.currency, start_date = excluded.start_date, end_date = excluded.end_date,
         note = excluded.note, updated_at = excluded.updated_at, position = excluded.position`,
      [
        d.applicationId,
        d.shopDomain,
        JSON.stringify(d.contentIds),
        JSON.stringify(d.trackingIds),
        d.budget?.amountCents ?? null,
        d.budget?.currency ?? null,
        d.startDate ?? null,
        d.endDate ?? null,
        d.note ?? null,
        d.savedAt,
        event.position,
      ],
    );
  },
};
