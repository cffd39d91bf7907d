/**
 * Boosting draft and submit (issue 12): a whitelisted creator chooses the links to boost, the tracking ids the ads
 * credit (Amazon and Walmart, spec §9 selection codes 1034 and 109; ids already active in another application
 * disabled and last), a budget in dollars and Pacific dates, reviews and submits. A draft can be saved at any step
 * and reopened from the drafts list; a shop that is not whitelisted is told so and never reaches submit.
 */
import { and, assertEvent, assign, emit, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import { saveDraft, submitBoosting } from '../api/boosting';
import {
  applicationFieldsOf,
  availableContentIds,
  BOOSTING_TEXTS,
  boostingTrackingLists,
  detailProblems,
  draftFieldsOf,
  EMPTY_BOOSTING_FORM,
  formOfDraft,
  hasNoProblems,
  hasUnsavedChanges,
  selectableTrackingIds,
  toggleContent,
  toggleTrackingId,
  type BoostingApplicationFields,
  type BoostingDraftFields,
  type BoostingForm,
  type BoostingTrackingId,
  type BoostingTrackingList,
  type DetailProblems,
} from '../domain/boosting-application';
import { pacificDate } from '../domain/pacific-time';
import { NOTICE_TOAST_MS } from '../domain/spec-constants';
import {
  checkWhitelist,
  isWhitelisted,
  loadBoostingChoices,
  whitelistCheckState,
  type BoostingChoices,
  type BoostingContent,
  type BoostingDraft,
} from './boosting-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type BoostingApplication = Awaited<ReturnType<typeof submitBoosting>>;
export type DetailField = 'budget' | 'startDate' | 'endDate' | 'note';

export interface BoostingApplicationInput {
  /** The draft the page reopens (edit?id=…; '' when the address has none), or null for a new application. */
  draftId?: string | null;
  /** The Pacific date of today ('YYYY-MM-DD'); the clock's by default, fixed in tests. */
  today?: string;
}

export interface BoostingApplicationContext {
  /** The draft edited, or the one the first save created: later saves replace it, and submitting removes it. */
  draftId: string | null;
  today: string;
  contents: BoostingContent[];
  trackingLists: BoostingTrackingList[];
  form: BoostingForm;
  /** What the server holds of this application (the draft as opened or last saved), to tell unsaved changes. */
  saved: BoostingDraftFields;
  /** What the details step lacks, field by field. */
  problems: DetailProblems;
  /** The details' sentences show once the creator tried to go on (not while typing the first character). */
  showProblems: boolean;
  /** Why loading, saving or submitting failed: the server's sentence when it sent one. */
  failure: string | null;
  /** Said once when a reopened draft held links or ids that can no longer be chosen. */
  notice: string | null;
  application: BoostingApplication | null;
}

export type BoostingApplicationEvent =
  | { type: 'application.retry' }
  | { type: 'content.toggle'; contentId: string }
  | { type: 'trackingIds.toggle'; trackingId: string; source: BoostingTrackingId['source'] }
  | { type: 'details.change'; field: DetailField; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'draft.save' }
  | { type: 'application.submit' };

export type BoostingApplicationEmitted = { type: 'toast.show'; text: string; durationMs: number };

/** The sentence for a reopened draft whose links or ids were dropped, or null when it kept everything. */
function droppedNotice(draft: BoostingDraftFields, form: BoostingForm): string | null {
  const links = draft.contentIds.length - form.contentIds.length;
  const ids = draft.trackingIds.length - form.trackingIds.length;
  if (links === 0 && ids === 0) return null;
  const parts = [
    ...(links > 0 ? [`${links} link${links === 1 ? '' : 's'} (deleted since)`] : []),
    ...(ids > 0
      ? [`${ids} tracking ID${ids === 1 ? '' : 's'} (now in another application, or removed from your settings)`]
      : []),
  ];
  return `This draft held ${parts.join(' and ')} that can no longer be chosen; they were left out.`;
}

/** The form with one change, and the details' sentences that follow from it. */
const withForm = (context: BoostingApplicationContext, form: BoostingForm) => ({
  form,
  problems: detailProblems(form, context.today),
});

export const boostingApplicationMachine = setup({
  types: {
    input: {} as BoostingApplicationInput,
    context: {} as BoostingApplicationContext,
    events: {} as BoostingApplicationEvent,
    emitted: {} as BoostingApplicationEmitted,
  },
  actors: {
    checkBoostingWhitelist: checkWhitelist,
    loadBoostingChoices,
    saveDraft: fromPromise<BoostingDraft, BoostingDraftFields & { draftId?: string }>(({ input }) =>
      saveDraft(input, { ignoreErrors: true }),
    ),
    submitBoosting: fromPromise<BoostingApplication, BoostingApplicationFields & { draftId?: string }>(({ input }) =>
      submitBoosting(input, { ignoreErrors: true }),
    ),
  },
  guards: {
    isWhitelisted,
    isDraftMissing: ({ context }, output: BoostingChoices) => context.draftId !== null && output.draft === null,
    hasContent: ({ context }) => context.form.contentIds.length > 0,
    hasTrackingIds: ({ context }) => context.form.trackingIds.length > 0,
    areDetailsValid: ({ context }) => hasNoProblems(context.problems),
    isComplete: ({ context }) => applicationFieldsOf(context.form, context.today) !== null,
  },
  actions: {
    assignChoices: assign(({ context }, { contents, trackingIds, activeIds, draft }: BoostingChoices) => {
      const trackingLists = boostingTrackingLists(trackingIds, activeIds);
      const saved: BoostingDraftFields = draft ?? draftFieldsOf(EMPTY_BOOSTING_FORM);
      const opened = formOfDraft(saved);
      const form: BoostingForm = {
        ...opened,
        contentIds: availableContentIds(
          opened.contentIds,
          contents.map((c) => c.contentId),
        ),
        trackingIds: selectableTrackingIds(opened.trackingIds, trackingLists),
      };
      return {
        contents,
        trackingLists,
        saved,
        ...withForm(context, form),
        notice: droppedNotice(saved, form),
        failure: null,
      };
    }),
    assignContentToggled: assign(({ context, event }) => {
      assertEvent(event, 'content.toggle');
      const contentIds = toggleContent(
        context.form.contentIds,
        event.contentId,
        context.contents.map((c) => c.contentId),
      );
      return withForm(context, { ...context.form, contentIds });
    }),
    assignTrackingIdToggled: assign(({ context, event }) => {
      assertEvent(event, 'trackingIds.toggle');
      const trackingIds = toggleTrackingId(
        context.form.trackingIds,
        { trackingId: event.trackingId, source: event.source },
        context.trackingLists,
      );
      return withForm(context, { ...context.form, trackingIds });
    }),
    assignDetail: assign(({ context, event }) => {
      assertEvent(event, 'details.change');
      return withForm(context, { ...context.form, [event.field]: event.value });
    }),
    assignShowProblems: assign({ showProblems: true }),
    clearMessages: assign({ failure: null, notice: null }),
    assignSavedDraft: assign((_, draft: BoostingDraft) => {
      return { draftId: draft.id, saved: draft, failure: null };
    }),
    assignApplication: assign((_, output: BoostingApplication) => ({ application: output, failure: null })),
    assignWhitelistFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_TEXTS.whitelistFailed),
    })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_TEXTS.loadFailed),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_TEXTS.saveFailed),
    })),
    assignSubmitFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_TEXTS.submitFailed),
    })),
    notifyDraftSaved: emit({ type: 'toast.show', text: BOOSTING_TEXTS.draftSaved, durationMs: NOTICE_TOAST_MS }),
    notifySubmitted: emit({ type: 'toast.show', text: BOOSTING_TEXTS.submitted, durationMs: NOTICE_TOAST_MS }),
  },
}).createMachine({
  id: 'boostingApplication',
  description:
    'Boosting draft and submit: check the whitelist, load the links, tracking ids, ids already boosting and the draft; then choose links, choose tracking ids, enter the budget and dates, review and submit. A draft can be saved at every step.',
  context: ({ input }) => ({
    // An edit address without an id names no draft: it ends as a missing draft, not as a new application.
    draftId: input.draftId === undefined || input.draftId === null ? null : input.draftId.trim(),
    today: input.today ?? pacificDate(Date.now()),
    contents: [],
    trackingLists: [],
    form: EMPTY_BOOSTING_FORM,
    saved: draftFieldsOf(EMPTY_BOOSTING_FORM),
    problems: {},
    showProblems: false,
    failure: null,
    notice: null,
    application: null,
  }),
  initial: 'checkingWhitelist',
  states: {
    checkingWhitelist: whitelistCheckState({
      description: 'Is the shop on the boosting whitelist (checkBoostingWhitelist)? Nothing else loads before it is.',
      whitelisted: { target: 'loading', description: 'Whitelisted: load what the application chooses from.' },
      notWhitelisted: { target: 'notWhitelisted', description: 'Not on the whitelist: say so; the steps never show.' },
      failed: { target: 'loadFailed', failureAction: 'assignWhitelistFailure' },
    }),
    loading: {
      description:
        "The shop's links (selectBoosting), its Amazon and Walmart tracking ids, the ids already boosting (getActiveTrackingIdList) and, when editing, the draft.",
      tags: ['busy'],
      invoke: {
        id: 'loadBoostingChoices',
        src: 'loadBoostingChoices',
        input: ({ context }) => ({ draftId: context.draftId }),
        onDone: [
          {
            guard: { type: 'isDraftMissing', params: doneOutput },
            target: 'draftMissing',
            description: 'The draft of the address is not there (submitted or deleted).',
          },
          {
            target: 'editing',
            actions: { type: 'assignChoices', params: doneOutput },
            description: 'Start at the first step, with the draft filled in when there is one.',
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: "Something did not load: the server's sentence and a retry.",
        },
      },
    },
    loadFailed: {
      description: 'The whitelist check or the loading failed: the sentence and Try again.',
      tags: ['error'],
      on: {
        'application.retry': { target: 'checkingWhitelist', description: 'Try again from the whitelist check.' },
      },
    },
    notWhitelisted: {
      description: 'The shop may not submit content for boosting: a clear sentence, no steps and no submit.',
      tags: ['not-whitelisted'],
      type: 'final',
    },
    draftMissing: {
      description:
        'The address names a draft the shop no longer has: say so, with the way to the drafts and to a new application.',
      tags: ['not-found'],
      type: 'final',
    },
    editing: {
      description:
        'The steps of the application beside the draft saving, which never leaves the step the creator is on.',
      type: 'parallel',
      states: {
        step: {
          description: 'Where the creator is in the application.',
          initial: 'choosingContent',
          states: {
            choosingContent: {
              description: 'The shop’s links, newest first: tick one or more (up to 20) to boost.',
              on: {
                'content.toggle': { actions: 'assignContentToggled', description: 'Tick or untick a link.' },
                'step.next': {
                  guard: 'hasContent',
                  target: 'choosingTrackingIds',
                  actions: 'clearMessages',
                  description: 'On to the tracking ids, once a link is ticked.',
                },
              },
            },
            choosingTrackingIds: {
              description:
                'Amazon (selection 1034) and Walmart (selection 109) tracking ids: tick one or more; ids already active in another application are disabled and last, and SKIP is never offered.',
              on: {
                'trackingIds.toggle': {
                  actions: 'assignTrackingIdToggled',
                  description: 'Tick or untick an id; a disabled id does nothing.',
                },
                'step.back': { target: 'choosingContent', actions: 'clearMessages', description: 'Back to the links.' },
                'step.next': {
                  guard: 'hasTrackingIds',
                  target: 'enteringDetails',
                  actions: 'clearMessages',
                  description: 'On to the budget and dates, once an id is ticked.',
                },
              },
            },
            enteringDetails: {
              description:
                'The budget in dollars (kept as exact cents), the first and last Pacific day, and an optional note to the reviewers.',
              on: {
                'details.change': {
                  actions: 'assignDetail',
                  description: 'The creator types the budget, picks a date or writes the note.',
                },
                'step.back': {
                  target: 'choosingTrackingIds',
                  actions: 'clearMessages',
                  description: 'Back to the tracking ids.',
                },
                'step.next': [
                  {
                    guard: 'areDetailsValid',
                    target: 'reviewing',
                    actions: 'clearMessages',
                    description: 'The details are right: review the application.',
                  },
                  {
                    actions: 'assignShowProblems',
                    description: 'Something is missing or wrong: each field says what.',
                  },
                ],
              },
            },
            reviewing: {
              description: 'Everything the application sends, to read over before submitting.',
              on: {
                'step.back': {
                  target: 'enteringDetails',
                  actions: 'clearMessages',
                  description: 'Back to the details.',
                },
                'application.submit': {
                  guard: and(['isComplete', not(stateIn({ editing: { draft: 'saving' } }))]),
                  target: '#boostingApplication.submitting',
                  actions: 'clearMessages',
                  description: 'Submit for review (not while a draft save is on its way).',
                },
              },
            },
          },
        },
        draft: {
          description: 'Saving the application as a draft, from any step.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Save draft is available.',
              on: {
                'draft.save': {
                  target: 'saving',
                  actions: 'clearMessages',
                  description: 'Save what is filled in; the creator stays on the step.',
                },
              },
            },
            saving: {
              description:
                'saveDraft with the draft id once there is one, so a later save replaces the draft instead of adding another.',
              tags: ['saving'],
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => ({
                  ...draftFieldsOf(context.form),
                  ...(context.draftId !== null ? { draftId: context.draftId } : {}),
                }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'assignSavedDraft', params: doneOutput }, 'notifyDraftSaved'],
                  description: 'Saved: keep its id and say so.',
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignSaveFailure', params: errorParams },
                  description: "Not saved: the server's sentence; Save draft tries again.",
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      description:
        'submitBoosting with the content, tracking ids, budget in cents and Pacific dates; a submitted draft is removed by the server.',
      tags: ['busy'],
      invoke: {
        id: 'submitBoosting',
        src: 'submitBoosting',
        input: ({ context }) => ({
          ...applicationFieldsOf(context.form, context.today)!,
          ...(context.draftId !== null ? { draftId: context.draftId } : {}),
        }),
        onDone: {
          target: 'submitted',
          actions: [{ type: 'assignApplication', params: doneOutput }, 'notifySubmitted'],
          description: 'Submitted: it is in review.',
        },
        onError: {
          target: '#boostingApplication.editing.step.reviewing',
          actions: { type: 'assignSubmitFailure', params: errorParams },
          description: "Refused or failed: back on the review with the server's sentence; Submit tries again.",
        },
      },
    },
    submitted: {
      description: 'The application is submitted: links to the applications list and the dashboard.',
      tags: ['submitted'],
      type: 'final',
    },
  },
});

export type BoostingApplicationSnapshot = SnapshotFrom<typeof boostingApplicationMachine>;

/** Whether the form holds changes that are not in the saved draft (the page says so beside Save draft). */
export const selectUnsavedChanges = (snapshot: BoostingApplicationSnapshot): boolean =>
  snapshot.matches('editing') && hasUnsavedChanges(snapshot.context.form, snapshot.context.saved);

/** What Submit would send (the review shows it), or null while the form is incomplete. */
export const selectSubmission = (snapshot: BoostingApplicationSnapshot): BoostingApplicationFields | null =>
  applicationFieldsOf(snapshot.context.form, snapshot.context.today);

export const card = {
  machine: boostingApplicationMachine,
  title: 'Boosting: draft and submit',
  spec: '§1, §4 Boosting, §4 Tracking-id sort, §9 plan type codes 1034 and 109; issue 12',
  screen: 'boostingApplication',
  input: { today: '2026-11-25' },
} satisfies MachineCard<typeof boostingApplicationMachine>;
