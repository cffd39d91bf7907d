import { describe, it } from 'vitest';
import { BOOSTING_BUDGET, BOOSTING_RULE_MESSAGES } from '../../../src/domain/boosting-application-rules';
import {
  BOOSTING_MESSAGES,
  boostingApplicationDecider,
  REVIEW_NOTE_MAX,
  type ApplicationFields,
  type BoostingApplicationEvent,
  type DraftFields,
} from '../../../server/modules/boosting/boosting-application-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

// SPEC_NOW is 2025-06-02 in Los Angeles.
const at = SPEC_NOW.toISOString();
const boosting = spec(boostingApplicationDecider);
const owner = { applicationId: 'b1', shopDomain: 'shop-a' };
const draftFields: DraftFields = { contentIds: ['c1'], trackingIds: [] };
const fields: ApplicationFields = {
  contentIds: ['c1'],
  trackingIds: [{ trackingId: 'jane-20', source: 1 }],
  budget: { amountCents: BOOSTING_BUDGET.minCents, currency: 'USD' },
  startDate: '2025-06-02',
  endDate: '2025-06-30',
};
const draft: BoostingApplicationEvent = { type: 'BoostingDraftSaved', data: { ...owner, ...draftFields, savedAt: at } };
const submitted = (fromDraft: boolean): BoostingApplicationEvent => ({
  type: 'BoostingSubmitted',
  data: { ...owner, ...fields, submittedAt: at, fromDraft, via: 'submit' },
});
const submit = (fromDraft: boolean, changes: Partial<ApplicationFields> = {}, shopDomain = 'shop-a') =>
  ({
    type: 'Submit',
    applicationId: 'b1',
    shopDomain,
    fields: { ...fields, ...changes },
    fromDraft,
    via: 'submit',
  }) as const;
const changed = (
  status: 'reviewing' | 'approved' | 'rejected',
  previous: 'submitted' | 'reviewing',
  note?: string,
): BoostingApplicationEvent => ({
  type: 'BoostingStatusChanged',
  data: { ...owner, status, previous, changedAt: at, ...(note ? { note } : {}) },
});

describe('boosting application decider', () => {
  it("saves a draft and submits it as the same application; another shop's or a deleted draft is not found", () => {
    boosting
      .given([])
      .when({ type: 'SaveDraft', ...owner, fields: draftFields, isNew: true })
      .then([draft]);
    boosting
      .given([draft])
      .when(submit(true))
      .then([submitted(true)]);
    boosting
      .given([draft])
      .when(submit(true, {}, 'shop-b'))
      .thenThrows('not-found', BOOSTING_MESSAGES.draftMissing);
    const deleted: BoostingApplicationEvent = { type: 'BoostingDraftDeleted', data: { ...owner, deletedAt: at } };
    boosting.given([draft]).when({ type: 'DeleteDraft', shopDomain: 'shop-a' }).then([deleted]);
    boosting
      .given([draft, deleted])
      .when({ type: 'DeleteDraft', shopDomain: 'shop-a' })
      .thenThrows('not-found', BOOSTING_MESSAGES.draftMissing);
    boosting
      .given([draft, submitted(true)])
      .when({ type: 'SaveDraft', ...owner, fields: draftFields, isNew: false })
      .thenThrows('conflict', BOOSTING_MESSAGES.draftSubmitted);
  });

  it('checks the budget and the dates against the request’s Pacific day', () => {
    boosting
      .given([])
      .when(submit(false))
      .then([submitted(false)]);
    boosting
      .given([])
      .when(submit(false, { budget: { amountCents: BOOSTING_BUDGET.minCents - 1, currency: 'USD' } }))
      .thenThrows('invalid', BOOSTING_RULE_MESSAGES.budgetRange);
    boosting
      .given([])
      .when(submit(false, { startDate: '2025-06-01' }))
      .thenThrows('invalid', BOOSTING_RULE_MESSAGES.startInPast('2025-06-02'));
    boosting
      .given([])
      .when(submit(false, { endDate: '2025-06-01', startDate: '2025-06-03' }))
      .thenThrows('invalid', BOOSTING_RULE_MESSAGES.endBeforeStart);
  });

  it('moves through review one step at a time; a rejection needs a reason', () => {
    boosting
      .given([submitted(false)])
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'review' })
      .then([changed('reviewing', 'submitted')]);
    boosting
      .given([submitted(false)])
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'approve' })
      .thenThrows('conflict', 'Application b1 is submitted: only an application that is reviewing can be approved.');
    const reviewing = [submitted(false), changed('reviewing', 'submitted')];
    boosting
      .given(reviewing)
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'reject', note: ' ' })
      .thenThrows('invalid', BOOSTING_MESSAGES.reasonRequired);
    boosting
      .given(reviewing)
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'reject', note: 'x'.repeat(REVIEW_NOTE_MAX + 1) })
      .thenThrows('invalid', BOOSTING_MESSAGES.reasonRequired);
    boosting
      .given(reviewing)
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'reject', note: ' Too vague ' })
      .then([changed('rejected', 'reviewing', 'Too vague')]);
    boosting
      .given([])
      .when({ type: 'ChangeStatus', applicationId: 'b1', action: 'review' })
      .thenThrows('not-found', 'There is no boosting application b1.');
  });

  it('an operator’s change is unread until the creator opens it, once', () => {
    const history = [submitted(false), changed('reviewing', 'submitted')];
    const opened: BoostingApplicationEvent = {
      type: 'BoostingStatusOpened',
      data: { ...owner, status: 'reviewing', openedAt: at },
    };
    boosting.given(history).when({ type: 'OpenStatus', shopDomain: 'shop-a' }).then([opened]);
    boosting
      .given([...history, opened])
      .when({ type: 'OpenStatus', shopDomain: 'shop-a' })
      .thenNothingHappens();
    boosting
      .given([submitted(false)])
      .when({ type: 'OpenStatus', shopDomain: 'shop-a' })
      .thenNothingHappens();
    boosting
      .given(history)
      .when({ type: 'OpenStatus', shopDomain: 'shop-b' })
      .thenThrows('not-found', BOOSTING_MESSAGES.applicationMissing);
  });
});
