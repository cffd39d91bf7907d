import { randomUUID } from 'node:crypto';
import { budgetProblem, datesProblem } from '../../../src/domain/boosting-application-rules';
import { TRACKING_SOURCE_OF } from '../../../src/domain/link-retailers';
import { pacificDate } from '../../../src/domain/pacific-time';
import type { components } from '../../../src/generated/api';
import { isUniqueViolation } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { createCommandHandler } from '../../events/command-handler';
import { ProjectionError } from '../../events/projections';
import type { Services } from '../../services';
import { createBoostingWhitelist } from '../boosting-whitelist';
import { shopProductById } from '../products';
import { shortLinksOf } from '../short-links';
import {
  boostingApplicationDecider,
  boostingStream,
  requireOwnDraft,
  type ApplicationFields,
  type BoostingApplicationCommand,
  type BoostingApplicationEvent,
  type DraftFields,
} from './boosting-application-decider';
import { ACTIVE_TRACKING_ID_CONSTRAINT } from './boosting-application-projections';
import {
  applicationById,
  applicationViews,
  draftById,
  type ApplicationRow,
  type BoostingApplicationView,
  type BoostingDraftView,
} from './boosting-application-queries';
import type { OperatorAction } from './boosting-lifecycle';
import { checkContents, checkTrackingIds, requireWhitelisted } from './boosting-submission';

type Schemas = components['schemas'];
type SubmitRequest = Schemas['BoostingApplicationRequest'];
type ApplyRequest = Schemas['ApplyBoostingRequest'];
type DraftRequest = Schemas['BoostingDraftRequest'];

/** The request's clock and the origin short addresses are written with. */
export interface CallContext {
  now: Date;
  baseUrl: string;
}

export const APPLY_MESSAGES = {
  unknownProduct: 'This product is not in your shop: add it to My Shop first.',
} as const;

/** A blank note is no note. */
const noteOf = (note: string | undefined) => (note?.trim() ? { note: note.trim() } : {});

/** The module's commands on applications and drafts, shared by its operations and the operators' command line. */
export function createBoostingApplications(services: Services) {
  const { database: db, eventStore: store } = services;
  const whitelist = createBoostingWhitelist(db, store);
  const handle = createCommandHandler(store, boostingApplicationDecider);

  /** The application's state as its stream folds. */
  async function stateOf(applicationId: string) {
    const events = await store.readStream<BoostingApplicationEvent>(boostingStream(applicationId));
    return events.reduce(boostingApplicationDecider.evolve, boostingApplicationDecider.initialState);
  }

  async function viewOf(row: ApplicationRow | undefined, baseUrl: string): Promise<BoostingApplicationView> {
    if (!row) throw new Error('An application was stored but is not in boosting_applications');
    const [view] = await applicationViews(db, row.shop_domain, [row], baseUrl);
    return view!;
  }

  /** Decides a submission whose contents and tracking ids were checked; a race for a tracking id is refused by its sentence. */
  async function submitChecked(
    command: Extract<BoostingApplicationCommand, { type: 'Submit' }>,
    call: CallContext,
  ): Promise<BoostingApplicationView> {
    try {
      await handle(boostingStream(command.applicationId), command, { now: call.now });
    } catch (error) {
      if (error instanceof ProjectionError && isUniqueViolation(error.cause, ACTIVE_TRACKING_ID_CONSTRAINT)) {
        // Another application took one of the ids since it was checked: checking again names it.
        await checkTrackingIds(db, store, command.shopDomain, command.fields.trackingIds);
      }
      throw error;
    }
    return viewOf(await applicationById(db, command.applicationId), call.baseUrl);
  }

  return {
    async submit(shopDomain: string, request: SubmitRequest, call: CallContext): Promise<BoostingApplicationView> {
      await requireWhitelisted(whitelist, shopDomain);
      // Said first: a draft that is gone makes every other remark moot (the append checks it again).
      if (request.draftId !== undefined) requireOwnDraft(await stateOf(request.draftId), shopDomain);
      await checkContents(db, shopDomain, request.contentIds);
      const fields: ApplicationFields = {
        contentIds: request.contentIds,
        trackingIds: await checkTrackingIds(db, store, shopDomain, request.trackingIds),
        budget: request.budget,
        startDate: request.startDate,
        endDate: request.endDate,
        ...noteOf(request.note),
      };
      const fromDraft = request.draftId !== undefined;
      const applicationId = request.draftId ?? randomUUID();
      return submitChecked({ type: 'Submit', applicationId, shopDomain, fields, fromDraft, via: 'submit' }, call);
    },

    /**
     * One product with one tracking id: everything is checked before the product's link is found or made, so a
     * refused application leaves no new link behind.
     */
    async apply(shopDomain: string, request: ApplyRequest, call: CallContext): Promise<BoostingApplicationView> {
      await requireWhitelisted(whitelist, shopDomain);
      const product = await shopProductById(db, shopDomain, request.productId);
      if (!product) throw notFound(APPLY_MESSAGES.unknownProduct);
      const rule =
        budgetProblem(request.budget) ?? datesProblem(request.startDate, request.endDate, pacificDate(call.now));
      if (rule) throw badRequest(rule);
      const trackingIds = await checkTrackingIds(db, store, shopDomain, [
        { trackingId: request.trackingId, source: TRACKING_SOURCE_OF[product.retailer] },
      ]);
      if (request.contentId !== undefined) await checkContents(db, shopDomain, [request.contentId]);
      const link = await shortLinksOf(services).linkForProduct({
        shopDomain,
        url: product.url,
        trackingId: trackingIds[0]!.trackingId,
        title: product.title.slice(0, 200),
        productId: product.product_id,
        now: call.now,
      });
      const fields: ApplicationFields = {
        contentIds: [...new Set([link.code, ...(request.contentId !== undefined ? [request.contentId] : [])])],
        trackingIds,
        budget: request.budget,
        startDate: request.startDate,
        endDate: request.endDate,
        ...noteOf(request.note),
      };
      return submitChecked(
        { type: 'Submit', applicationId: randomUUID(), shopDomain, fields, fromDraft: false, via: 'apply' },
        call,
      );
    },

    /** Creates a draft, or replaces the shop's draft `draftId`; only the contract's formats are checked. */
    async saveDraft(shopDomain: string, request: DraftRequest, now: Date): Promise<BoostingDraftView> {
      await requireWhitelisted(whitelist, shopDomain);
      const fields: DraftFields = {
        contentIds: request.contentIds ?? [],
        trackingIds: request.trackingIds ?? [],
        ...(request.budget !== undefined ? { budget: request.budget } : {}),
        ...(request.startDate !== undefined ? { startDate: request.startDate } : {}),
        ...(request.endDate !== undefined ? { endDate: request.endDate } : {}),
        ...noteOf(request.note),
      };
      const applicationId = request.draftId ?? randomUUID();
      await handle(
        boostingStream(applicationId),
        { type: 'SaveDraft', applicationId, shopDomain, fields, isNew: request.draftId === undefined },
        { now },
      );
      const saved = await draftById(db, applicationId);
      if (!saved) throw new Error(`Draft ${applicationId} was stored but is not in boosting_drafts`);
      return saved;
    },

    async deleteDraft(shopDomain: string, draftId: string, now: Date): Promise<{ id: string; deletedAt: string }> {
      const { events } = await handle(boostingStream(draftId), { type: 'DeleteDraft', shopDomain }, { now });
      const deleted = events[0];
      if (deleted?.type !== 'BoostingDraftDeleted')
        throw new Error('Deleting a draft recorded no BoostingDraftDeleted event');
      return { id: draftId, deletedAt: deleted.data.deletedAt };
    },

    /** One application of the shop; opening it marks its latest status change read. */
    async open(shopDomain: string, applicationId: string, call: CallContext): Promise<BoostingApplicationView> {
      await handle(boostingStream(applicationId), { type: 'OpenStatus', shopDomain }, { now: call.now });
      return viewOf(await applicationById(db, applicationId), call.baseUrl);
    },

    /** An operator's step of the lifecycle (boosting-lifecycle.ts); answers the application as it is after it. */
    async changeStatus(
      applicationId: string,
      action: OperatorAction,
      options: { note?: string; metadata?: Record<string, unknown> } = {},
    ): Promise<ApplicationRow> {
      await handle(
        boostingStream(applicationId),
        { type: 'ChangeStatus', applicationId, action, ...(options.note !== undefined ? { note: options.note } : {}) },
        { ...(options.metadata ? { metadata: options.metadata } : {}) },
      );
      const row = await applicationById(db, applicationId);
      if (!row) throw new Error(`Application ${applicationId} changed but is not in boosting_applications`);
      return row;
    },
  };
}

export type BoostingApplications = ReturnType<typeof createBoostingApplications>;
