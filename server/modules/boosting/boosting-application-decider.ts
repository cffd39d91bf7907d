import { budgetProblem, datesProblem } from '../../../src/domain/boosting-application-rules';
import { pacificDate } from '../../../src/domain/pacific-time';
import type { components } from '../../../src/generated/api';
import { clash, invalid, missing } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';
import { nextStatus, type BoostingStatus, type OperatorAction } from './boosting-lifecycle';

/**
 * A boosting application is one aggregate from its first draft to its end: stream `boosting:<id>`. A draft
 * that is submitted becomes the application under the same id, so submitting it and taking it off the draft
 * list are one event in one append (BoostingSubmitted), never two writes that could half happen. An
 * application submitted without a draft starts its stream with BoostingSubmitted.
 *
 * What lies outside the stream (the contents and tracking ids being the shop's, ids free in the shop's other
 * applications) is checked by the service before deciding (boosting-submission.ts); budget and dates are checked
 * here, against the request's clock.
 */

type Schemas = components['schemas'];
export type BoostingTrackingId = Schemas['BoostingTrackingId'];

/** A draft holds whatever the creator had filled in (BoostingDraftRequest); nothing is checked beyond the contract's formats. */
export type DraftFields = Required<Pick<Schemas['BoostingDraftRequest'], 'contentIds' | 'trackingIds'>> &
  Pick<Schemas['BoostingDraftRequest'], 'budget' | 'startDate' | 'endDate' | 'note'>;

/** What an application holds (BoostingApplicationRequest without its ids), its tracking ids as the shop's lists spell them. */
export type ApplicationFields = Pick<
  Schemas['BoostingApplicationRequest'],
  'contentIds' | 'trackingIds' | 'budget' | 'startDate' | 'endDate' | 'note'
>;

interface Owned {
  applicationId: string;
  shopDomain: string;
}

export type BoostingDraftSaved = { type: 'BoostingDraftSaved'; data: Owned & DraftFields & { savedAt: string } };
export type BoostingDraftDeleted = { type: 'BoostingDraftDeleted'; data: Owned & { deletedAt: string } };
export type BoostingSubmitted = {
  type: 'BoostingSubmitted';
  data: Owned & ApplicationFields & { submittedAt: string; fromDraft: boolean; via: 'submit' | 'apply' };
};
/** An operator's step of the lifecycle; `note` is a rejection's reason. */
export type BoostingStatusChanged = {
  type: 'BoostingStatusChanged';
  data: Owned & { status: BoostingStatus; previous: BoostingStatus; changedAt: string; note?: string };
};
/** The creator opened the application after its latest status change (boostingDetail). */
export type BoostingStatusOpened = {
  type: 'BoostingStatusOpened';
  data: Owned & { status: BoostingStatus; openedAt: string };
};

export type BoostingApplicationEvent =
  BoostingDraftSaved | BoostingDraftDeleted | BoostingSubmitted | BoostingStatusChanged | BoostingStatusOpened;

export type BoostingApplicationCommand =
  | { type: 'SaveDraft'; applicationId: string; shopDomain: string; fields: DraftFields; isNew: boolean }
  | { type: 'DeleteDraft'; shopDomain: string }
  | {
      type: 'Submit';
      applicationId: string;
      shopDomain: string;
      fields: ApplicationFields;
      fromDraft: boolean;
      via: 'submit' | 'apply';
    }
  | { type: 'ChangeStatus'; applicationId: string; action: OperatorAction; note?: string }
  | { type: 'OpenStatus'; shopDomain: string };

export type BoostingApplicationState =
  | { stage: 'new' }
  /** The shop's account was deleted: its events keep only { redacted: true } (shop-boosting-erasure.ts). */
  | { stage: 'erased' }
  | { stage: 'draft' | 'draftDeleted'; applicationId: string; shopDomain: string }
  | { stage: 'application'; applicationId: string; shopDomain: string; status: BoostingStatus; unread: boolean };

export const boostingStream = (applicationId: string) => `boosting:${applicationId}`;

/** The limit of a rejection's reason (BoostingApplication.reviewNote). */
export const REVIEW_NOTE_MAX = 1_000;

export const BOOSTING_MESSAGES = {
  notWhitelisted:
    'Boosting is open to invited shops only, and your shop is not on the list yet. Contact support to be invited.',
  draftMissing: 'This draft does not exist: it may have been deleted.',
  draftSubmitted: 'This draft was already submitted: you find it among your boosting applications.',
  applicationMissing: 'This boosting application does not exist.',
  reasonRequired: `A rejection needs a reason of 1 to ${REVIEW_NOTE_MAX} characters for the creator.`,
} as const;

/** A draft of the shop: the state it must be in to be saved over, deleted or submitted. */
export function requireOwnDraft(state: BoostingApplicationState, shopDomain: string) {
  if (
    state.stage === 'new' ||
    state.stage === 'erased' ||
    state.stage === 'draftDeleted' ||
    state.shopDomain !== shopDomain
  ) {
    throw missing(BOOSTING_MESSAGES.draftMissing);
  }
  if (state.stage === 'application') throw clash(BOOSTING_MESSAGES.draftSubmitted);
  return state;
}

function checkApplication(fields: ApplicationFields, now: Date) {
  const problem = budgetProblem(fields.budget) ?? datesProblem(fields.startDate, fields.endDate, pacificDate(now));
  if (problem) throw invalid(problem);
}

export const boostingApplicationDecider: Decider<
  BoostingApplicationCommand,
  BoostingApplicationState,
  BoostingApplicationEvent
> = {
  initialState: { stage: 'new' },
  evolve(state, event) {
    const { applicationId, shopDomain } = event.data;
    if (!applicationId) return { stage: 'erased' };
    switch (event.type) {
      case 'BoostingDraftSaved':
        return { stage: 'draft', applicationId, shopDomain };
      case 'BoostingDraftDeleted':
        return { stage: 'draftDeleted', applicationId, shopDomain };
      case 'BoostingSubmitted':
        // The creator's own submission is nothing new to them: only an operator's change is unread.
        return { stage: 'application', applicationId, shopDomain, status: 'submitted', unread: false };
      case 'BoostingStatusChanged':
        return { stage: 'application', applicationId, shopDomain, status: event.data.status, unread: true };
      case 'BoostingStatusOpened':
        return state.stage === 'application' ? { ...state, unread: false } : state;
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    switch (command.type) {
      case 'SaveDraft': {
        if (command.isNew) {
          if (state.stage !== 'new') throw new Error(`Draft id ${command.applicationId} is already taken`);
        } else requireOwnDraft(state, command.shopDomain);
        const data = {
          applicationId: command.applicationId,
          shopDomain: command.shopDomain,
          ...command.fields,
          savedAt: at,
        };
        return [{ type: 'BoostingDraftSaved', data }];
      }
      case 'DeleteDraft': {
        const draft = requireOwnDraft(state, command.shopDomain);
        return [
          {
            type: 'BoostingDraftDeleted',
            data: { applicationId: draft.applicationId, shopDomain: draft.shopDomain, deletedAt: at },
          },
        ];
      }
      case 'Submit': {
        if (command.fromDraft) requireOwnDraft(state, command.shopDomain);
        else if (state.stage !== 'new') throw new Error(`Application id ${command.applicationId} is already taken`);
        checkApplication(command.fields, now);
        const { applicationId, shopDomain, fields, fromDraft, via } = command;
        return [
          {
            type: 'BoostingSubmitted',
            data: { applicationId, shopDomain, ...fields, submittedAt: at, fromDraft, via },
          },
        ];
      }
      case 'ChangeStatus': {
        if (state.stage !== 'application') throw missing(`There is no boosting application ${command.applicationId}.`);
        const next = nextStatus(command.action, state.status, state.applicationId);
        if ('refused' in next) throw clash(next.refused);
        const note = command.note?.trim();
        if (command.action === 'reject' && (!note || note.length > REVIEW_NOTE_MAX))
          throw invalid(BOOSTING_MESSAGES.reasonRequired);
        const data = {
          applicationId: state.applicationId,
          shopDomain: state.shopDomain,
          status: next.to,
          previous: state.status,
          changedAt: at,
        };
        return [
          { type: 'BoostingStatusChanged', data: command.action === 'reject' && note ? { ...data, note } : data },
        ];
      }
      case 'OpenStatus': {
        if (state.stage !== 'application' || state.shopDomain !== command.shopDomain)
          throw missing(BOOSTING_MESSAGES.applicationMissing);
        if (!state.unread) return [];
        return [
          {
            type: 'BoostingStatusOpened',
            data: {
              applicationId: state.applicationId,
              shopDomain: state.shopDomain,
              status: state.status,
              openedAt: at,
            },
          },
        ];
      }
    }
  },
};
