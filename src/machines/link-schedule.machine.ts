/**
 * The "Schedule and limits" section of a short link's page and of a saved bio button in the bio page editor: an
 * on/off switch, a start and an end (Pacific wall-clock dates and times), a cap on people's clicks and, for a short
 * link, a fallback address for visitors who come outside the window. The draft is checked with the server's own
 * rules (src/domain/link-schedule.ts) before the whole schedule is saved (set_shortlink_schedule /
 * set_button_schedule); the saved schedule is described in plain words with where it stands now.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getButtonSchedule, setButtonSchedule } from '../api/bio-link';
import { getShortlinkSchedule, setShortlinkSchedule } from '../api/short-links';
import {
  checkSchedule,
  describeSchedule,
  pacificInstant,
  pacificWallClock,
  SCHEDULE_MESSAGES,
  type LinkSchedule,
  type LinkScheduleInput,
  type ScheduleState,
} from '../domain/link-schedule';
import { doneOutput, errorParams } from './call-results';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

/** Whose schedule: a short link by code, or a bio button by id. */
export type ScheduleTarget = { kind: 'short-link'; code: string } | { kind: 'bio-button'; id: string };

/** The form's fields as typed: Pacific dates ('YYYY-MM-DD') and times ('HH:MM'), the cap as text. */
export interface ScheduleDraft {
  enabled: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  clickCap: string;
  fallbackUrl: string;
  keepFallbackUntagged: boolean;
}

export type DraftField = Exclude<keyof ScheduleDraft, 'enabled' | 'keepFallbackUntagged'>;

/** What the server says of a saved schedule. */
export interface SavedSchedule {
  schedule: LinkSchedule;
  state: ScheduleState;
  humanClicks: number;
}

export interface LinkScheduleContext {
  target: ScheduleTarget;
  draft: ScheduleDraft;
  saved: SavedSchedule | null;
  failure: string | null;
}

export type LinkScheduleEvent =
  | { type: 'schedule.retry' }
  | { type: 'schedule.enable'; enabled: boolean }
  | { type: 'schedule.field'; field: DraftField; value: string }
  | { type: 'schedule.keep'; keep: boolean }
  | { type: 'schedule.save' };

export type LinkScheduleEmitted = { type: 'toast.show'; text: string };

export const SCHEDULE_LOAD_FAILED = 'The schedule could not be loaded. Check your connection and try again.';
export const SCHEDULE_SAVE_FAILED = 'The schedule could not be saved. Check your connection and try again.';
export const SCHEDULE_SAVED_TEXT = 'Schedule saved';
/** A date without a time: the start opens the day, the end closes it. */
export const DAY_START = '00:00';
export const DAY_END = '23:59';

const EMPTY_DRAFT: ScheduleDraft = {
  enabled: true,
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  clickCap: '',
  fallbackUrl: '',
  keepFallbackUntagged: false,
};

/** The form's fields for a saved schedule. */
export function draftOfSchedule(schedule: LinkSchedule, keepFallbackUntagged = false): ScheduleDraft {
  const start = schedule.startsAt ? pacificWallClock(schedule.startsAt) : undefined;
  const end = schedule.endsAt ? pacificWallClock(schedule.endsAt) : undefined;
  return {
    enabled: schedule.enabled,
    startDate: start?.date ?? '',
    startTime: start?.time ?? '',
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
    clickCap: schedule.clickCap === null ? '' : String(schedule.clickCap),
    fallbackUrl: schedule.fallbackUrl ?? '',
    keepFallbackUntagged,
  };
}

/** A Pacific date and time as an instant: null when no date; false when it is not a date and time. */
function instantOf(date: string, time: string, whole: string): string | null | false {
  if (date.trim() === '') return null;
  return pacificInstant(date.trim(), time.trim() || whole) ?? false;
}

/** What the save sends for the draft, or the sentence saying what is wrong with it. */
export function scheduleInputOf(
  draft: ScheduleDraft,
  target: ScheduleTarget,
): { ok: true; input: LinkScheduleInput } | { ok: false; message: string } {
  const startsAt = instantOf(draft.startDate, draft.startTime, DAY_START);
  if (startsAt === false) return { ok: false, message: SCHEDULE_MESSAGES.startsAt };
  const endsAt = instantOf(draft.endDate, draft.endTime, DAY_END);
  if (endsAt === false) return { ok: false, message: SCHEDULE_MESSAGES.endsAt };
  const capText = draft.clickCap.trim();
  const input: LinkScheduleInput = {
    enabled: draft.enabled,
    startsAt,
    endsAt,
    clickCap: capText === '' ? null : Number(capText),
    // Only a short link sends visitors elsewhere; a bio button outside its window is hidden.
    fallbackUrl: target.kind === 'short-link' ? draft.fallbackUrl.trim() || null : null,
    ...(draft.keepFallbackUntagged && target.kind === 'short-link' ? { keepFallbackUntagged: true } : {}),
  };
  const checked = checkSchedule(input);
  return checked.ok ? { ok: true, input } : checked;
}

const draftProblem = (context: LinkScheduleContext) => {
  const checked = scheduleInputOf(context.draft, context.target);
  return checked.ok ? null : checked.message;
};

export const linkScheduleMachine = setup({
  types: {
    input: {} as { target: ScheduleTarget },
    context: {} as LinkScheduleContext,
    events: {} as LinkScheduleEvent,
    emitted: {} as LinkScheduleEmitted,
  },
  actors: {
    /** get_shortlink_schedule for a link, get_button_schedule for a bio button. */
    getLinkSchedule: fromPromise<SavedSchedule, ScheduleTarget>(({ input, signal }) =>
      input.kind === 'short-link'
        ? getShortlinkSchedule({ code: input.code }, { signal, ignoreErrors: true })
        : getButtonSchedule({ id: input.id }, { signal, ignoreErrors: true }),
    ),
    /** set_shortlink_schedule for a link, set_button_schedule for a bio button. */
    setLinkSchedule: fromPromise<SavedSchedule, { target: ScheduleTarget; schedule: LinkScheduleInput }>(
      ({ input: { target, schedule } }) =>
        target.kind === 'short-link'
          ? setShortlinkSchedule({ code: target.code, schedule }, { ignoreErrors: true })
          : setButtonSchedule({ id: target.id, schedule }, { ignoreErrors: true }),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => draftProblem(context) === null,
  },
  actions: {
    assignSaved: assign(({ context }, output: SavedSchedule) => ({
      saved: output,
      draft: draftOfSchedule(output.schedule, context.draft.keepFallbackUntagged),
      failure: null,
    })),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, SCHEDULE_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, SCHEDULE_SAVE_FAILED),
    })),
    assignDraftProblem: assign(({ context }) => ({ failure: draftProblem(context) })),
    assignDraft: assign(({ context, event }) => {
      switch (event.type) {
        case 'schedule.enable':
          return { draft: { ...context.draft, enabled: event.enabled }, failure: null };
        case 'schedule.field':
          return { draft: { ...context.draft, [event.field]: event.value }, failure: null };
        case 'schedule.keep':
          return { draft: { ...context.draft, keepFallbackUntagged: event.keep }, failure: null };
        default:
          return {};
      }
    }),
    notifySaved: emit({ type: 'toast.show', text: SCHEDULE_SAVED_TEXT }),
  },
}).createMachine({
  id: 'linkSchedule',
  description:
    "A link's or a bio button's schedule and limits: on or off, a window in Pacific time, a cap on people's clicks, and for a link a fallback address.",
  context: ({ input }) => ({ target: input.target, draft: EMPTY_DRAFT, saved: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the saved schedule (get_shortlink_schedule or get_button_schedule).',
      tags: ['busy'],
      invoke: {
        id: 'getLinkSchedule',
        src: 'getLinkSchedule',
        input: ({ context }) => context.target,
        onDone: {
          target: 'editing',
          actions: { type: 'assignSaved', params: doneOutput },
          description: 'The saved schedule fills the form and is described in words.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'The call failed: say why and offer to retry.',
        },
      },
    },
    failed: {
      description: 'The schedule could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'schedule.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'The switch, the window, the cap and (for a link) the fallback address are editable.',
      on: {
        'schedule.enable': { actions: 'assignDraft', description: 'The creator switches it on or off.' },
        'schedule.field': { actions: 'assignDraft', description: 'A date, a time, the cap or the fallback is typed.' },
        'schedule.keep': {
          actions: 'assignDraft',
          description: 'The creator keeps a fallback that cannot carry their tag untagged, or changes their mind.',
        },
        'schedule.save': [
          { guard: 'isDraftValid', target: 'saving', description: 'The schedule is sound: save it.' },
          { actions: 'assignDraftProblem', description: 'Something is wrong (end before start…): say what.' },
        ],
      },
    },
    saving: {
      description: 'The whole schedule is saved (set_shortlink_schedule or set_button_schedule).',
      tags: ['busy'],
      invoke: {
        id: 'setLinkSchedule',
        src: 'setLinkSchedule',
        input: ({ context }) => {
          const checked = scheduleInputOf(context.draft, context.target);
          return { target: context.target, schedule: checked.ok ? checked.input : { enabled: context.draft.enabled } };
        },
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved'],
          description: 'Saved: the form shows the schedule as stored, and where it stands now.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Refused (a fallback the earn rule cannot tag…) or failed: say why, keep the draft.',
        },
      },
    },
  },
});

export type LinkScheduleSnapshot = SnapshotFrom<typeof linkScheduleMachine>;

export const card = {
  machine: linkScheduleMachine,
  title: 'Schedule and limits',
  spec: 'issue 30: schedule and expire short links and bio buttons',
  screen: 'linkDetail',
  input: { target: { kind: 'short-link', code: 'Ab3dE7xQ' } },
} satisfies MachineCard<typeof linkScheduleMachine>;

/** The saved schedule in plain words and where it stands (its badge), for the section's summary line. */
export function savedSummary(
  context: LinkScheduleContext,
  nowMs: number,
): { words: string; state: ScheduleState } | null {
  if (!context.saved) return null;
  return { words: describeSchedule(context.saved.schedule, nowMs), state: context.saved.state };
}
