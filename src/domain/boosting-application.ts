/**
 * The rules of a boosting application (issue 12, spec §4 Tracking-id sort, §9 plan type codes): which content and
 * tracking ids may be chosen, how the budget typed in dollars becomes integer cents, which dates are allowed, and
 * what a draft and a submission carry. Pure, so the application machine, its pages and the property tests share
 * one rule.
 */
import { BOOSTING_BUDGET, BOOSTING_RULE_MESSAGES, budgetProblem, datesProblem } from './boosting-application-rules';
import type { Money } from './catalog-pricing';
import { toggleSelection } from './link-pages';
import { dollarInputOf, parseDollarInput } from './money-input';
import { sameTrackingId, SKIP_TRACKING_ID } from './tracking-id-rules';
import {
  boostingTrackingOptions,
  type TrackingIdEntry,
  type TrackingOption,
  type TrackingSource,
} from './tracking-sort';

/**
 * Spec §9 names two plan type codes for choosing a boosting's tracking ids: 1034 for Amazon ids and 109 for
 * Walmart ids. They are the two selection modes of the tracking-id step; Target ids are not offered.
 */
export const BOOSTING_TRACKING_SELECTION = { amazon: 1034, walmart: 109 } as const;
export type BoostingSelectionCode = (typeof BOOSTING_TRACKING_SELECTION)[keyof typeof BOOSTING_TRACKING_SELECTION];

/** Each selection mode and the tracking-id list (spec §4 tracking sources) it chooses from, in the order shown. */
export const BOOSTING_TRACKING_LISTS: ReadonlyArray<{ selection: BoostingSelectionCode; source: TrackingSource }> = [
  { selection: BOOSTING_TRACKING_SELECTION.amazon, source: 1 },
  { selection: BOOSTING_TRACKING_SELECTION.walmart, source: 7 },
];

/** The contract's limits (openapi.yaml BoostingApplicationRequest): 20 contents, 20 tracking ids, a 1000-character note. */
export const BOOSTING_MAX_CONTENTS = 20;
export const BOOSTING_MAX_TRACKING_IDS = 20;
export const BOOSTING_NOTE_MAX_LENGTH = 1000;
/** The budget's currency and range are the server's (boosting-application-rules.ts): the form refuses what it would. */
export const BOOSTING_CURRENCY = BOOSTING_BUDGET.currency;

export const BOOSTING_TEXTS = {
  notWhitelisted:
    'Boosting is open to invited shops only, and yours is not on the list yet. Ask our support team in the chat if you would like to take part.',
  whitelistFailed:
    'We could not check whether your shop may submit content for boosting. Check your connection and try again.',
  loadFailed: 'Your links and tracking IDs could not be loaded. Check your connection and try again.',
  draftMissing: 'This draft is not there any more: it was submitted or deleted.',
  noContent: 'You have no links to boost yet: create a short link first, then come back.',
  noTrackingIds: 'You have no Amazon or Walmart tracking IDs yet: add one in your settings first.',
  chooseContent: 'Choose at least one link to boost.',
  chooseTrackingId: 'Choose at least one tracking ID for the ads to credit.',
  draftSaved: 'Draft saved',
  submitted: 'Application submitted',
  saveFailed: 'The draft could not be saved. Try again.',
  submitFailed: 'The application could not be submitted. Try again.',
  activeElsewhere: 'In another application',
} as const;

export const BUDGET_PROBLEMS = {
  blank: 'Enter a budget in dollars.',
  format: 'Enter the budget in dollars with at most two decimals, e.g. 250 or 99.50.',
  range: BOOSTING_RULE_MESSAGES.budgetRange,
} as const;

export const DATE_PROBLEMS = {
  startBlank: 'Choose the start date.',
  endBlank: 'Choose the end date.',
} as const;

export const NOTE_TOO_LONG = `A note has at most ${BOOSTING_NOTE_MAX_LENGTH} characters.`;

/** A tracking id with the retailer list it belongs to (openapi.yaml BoostingTrackingId). */
export interface BoostingTrackingId {
  trackingId: string;
  source: TrackingSource;
}

/** The application as the creator fills it in: choices, and the details as typed. */
export interface BoostingForm {
  /** In the order they were ticked. */
  contentIds: readonly string[];
  trackingIds: readonly BoostingTrackingId[];
  /** Dollars as typed, e.g. "250" or "1,299.50". */
  budget: string;
  /** Pacific dates, YYYY-MM-DD, or '' while not chosen. */
  startDate: string;
  endDate: string;
  note: string;
}

export const EMPTY_BOOSTING_FORM: BoostingForm = {
  contentIds: [],
  trackingIds: [],
  budget: '',
  startDate: '',
  endDate: '',
  note: '',
};

/** What a draft keeps (openapi.yaml BoostingDraftRequest without its ids): whatever is filled in and well-formed. */
export interface BoostingDraftFields {
  contentIds: string[];
  trackingIds: BoostingTrackingId[];
  budget?: Money;
  startDate?: string;
  endDate?: string;
  note?: string;
}

/** What a submission carries (openapi.yaml BoostingApplicationRequest without its ids): everything, checked. */
export interface BoostingApplicationFields {
  contentIds: string[];
  trackingIds: BoostingTrackingId[];
  budget: Money;
  startDate: string;
  endDate: string;
  note?: string;
}

export type BudgetInput = { ok: true; amountCents: number } | { ok: false; error: string };

/** The budget typed in dollars as exact integer cents, within the limits, or the sentence saying what is wrong. */
export function parseBudget(text: string): BudgetInput {
  const parsed = parseDollarInput(text);
  if (!parsed.ok)
    return { ok: false, error: parsed.problem === 'tooLong' ? BUDGET_PROBLEMS.range : BUDGET_PROBLEMS[parsed.problem] };
  const problem = budgetProblem({ amountCents: parsed.amountCents, currency: BOOSTING_CURRENCY });
  return problem === undefined ? parsed : { ok: false, error: problem };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (what a date field gives, and the contract's PacificDate). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface DetailProblems {
  budget?: string;
  startDate?: string;
  endDate?: string;
  note?: string;
}

/** What the details step still lacks, field by field; empty when it can go on. `today` is the Pacific date of now. */
export function detailProblems(form: BoostingForm, today: string): DetailProblems {
  const problems: DetailProblems = {};
  const budget = parseBudget(form.budget);
  if (!budget.ok) problems.budget = budget.error;
  const [start, end] = [isCalendarDate(form.startDate), isCalendarDate(form.endDate)];
  if (!start) problems.startDate = DATE_PROBLEMS.startBlank;
  if (!end) problems.endDate = DATE_PROBLEMS.endBlank;
  // The server's rule and sentence (boosting-application-rules.ts), on the field it is about.
  const datesWrong = start ? datesProblem(form.startDate, end ? form.endDate : form.startDate, today) : undefined;
  if (datesWrong === BOOSTING_RULE_MESSAGES.endBeforeStart) problems.endDate = datesWrong;
  else if (datesWrong !== undefined) problems.startDate = datesWrong;
  if (form.note.trim().length > BOOSTING_NOTE_MAX_LENGTH) problems.note = NOTE_TOO_LONG;
  return problems;
}

export const hasNoProblems = (problems: DetailProblems): boolean => Object.keys(problems).length === 0;

/** A draft of the form: the choices as they are, the details only where they are well-formed. */
export function draftFieldsOf(form: BoostingForm): BoostingDraftFields {
  const budget = parseDollarInput(form.budget);
  const note = form.note.trim();
  return {
    contentIds: [...form.contentIds],
    trackingIds: form.trackingIds.map(({ trackingId, source }) => ({ trackingId, source })),
    ...(budget.ok ? { budget: { amountCents: budget.amountCents, currency: BOOSTING_CURRENCY } } : {}),
    ...(isCalendarDate(form.startDate) ? { startDate: form.startDate } : {}),
    ...(isCalendarDate(form.endDate) ? { endDate: form.endDate } : {}),
    ...(note !== '' ? { note: note.slice(0, BOOSTING_NOTE_MAX_LENGTH) } : {}),
  };
}

/** The form a saved draft reopens as. */
export function formOfDraft(draft: BoostingDraftFields): BoostingForm {
  return {
    contentIds: [...draft.contentIds],
    trackingIds: draft.trackingIds.map(({ trackingId, source }) => ({ trackingId, source })),
    budget: draft.budget ? dollarInputOf(draft.budget.amountCents) : '',
    startDate: draft.startDate ?? '',
    endDate: draft.endDate ?? '',
    note: draft.note ?? '',
  };
}

/** The submission of a complete form; null while something is missing or wrong. */
export function applicationFieldsOf(form: BoostingForm, today: string): BoostingApplicationFields | null {
  const budget = parseBudget(form.budget);
  if (
    form.contentIds.length === 0 ||
    form.trackingIds.length === 0 ||
    !budget.ok ||
    !hasNoProblems(detailProblems(form, today))
  )
    return null;
  const note = form.note.trim();
  return {
    contentIds: [...form.contentIds],
    trackingIds: form.trackingIds.map(({ trackingId, source }) => ({ trackingId, source })),
    budget: { amountCents: budget.amountCents, currency: BOOSTING_CURRENCY },
    startDate: form.startDate,
    endDate: form.endDate,
    ...(note !== '' ? { note } : {}),
  };
}

/** Whether the form differs from what was last saved (or opened): the page says so. */
export function hasUnsavedChanges(form: BoostingForm, saved: BoostingDraftFields): boolean {
  return JSON.stringify(draftFieldsOf(form)) !== JSON.stringify(draftFieldsOf(formOfDraft(saved)));
}

/** One selection mode's list as the tracking-id step shows it. */
export interface BoostingTrackingList {
  selection: BoostingSelectionCode;
  source: TrackingSource;
  options: TrackingOption[];
}

export type TrackingEntriesBySource = Partial<Record<TrackingSource, readonly TrackingIdEntry[]>>;

/**
 * The lists of the tracking-id step: each selection mode's saved ids, those already active in another application
 * of the shop (of the same retailer, compared case-insensitively) disabled and listed last, and never SKIP.
 */
export function boostingTrackingLists(
  entries: TrackingEntriesBySource,
  active: readonly BoostingTrackingId[],
): BoostingTrackingList[] {
  return BOOSTING_TRACKING_LISTS.map(({ selection, source }) => ({
    selection,
    source,
    options: boostingTrackingOptions(
      entries[source] ?? [],
      active.filter((item) => item.source === source).map((item) => item.trackingId),
    ),
  }));
}

const sameChoice = (a: BoostingTrackingId, b: BoostingTrackingId) =>
  a.source === b.source && sameTrackingId(a.trackingId, b.trackingId);

/** The option a choice names, when the lists offer it enabled (never SKIP, never an id active elsewhere). */
function selectableOption(
  lists: readonly BoostingTrackingList[],
  choice: BoostingTrackingId,
): TrackingOption | undefined {
  if (sameTrackingId(choice.trackingId, SKIP_TRACKING_ID)) return undefined;
  const option = lists
    .find((list) => list.source === choice.source)
    ?.options.find((o) => sameTrackingId(o.name, choice.trackingId));
  return option && !option.disabled ? option : undefined;
}

export const isSelectableTrackingId = (lists: readonly BoostingTrackingList[], choice: BoostingTrackingId): boolean =>
  selectableOption(lists, choice) !== undefined;

/** Ticks an id (as the list spells it) or unticks it; a disabled id, SKIP, an unknown id or a 21st id changes nothing. */
export function toggleTrackingId(
  chosen: readonly BoostingTrackingId[],
  choice: BoostingTrackingId,
  lists: readonly BoostingTrackingList[],
): BoostingTrackingId[] {
  if (chosen.some((c) => sameChoice(c, choice))) return chosen.filter((c) => !sameChoice(c, choice));
  const option = selectableOption(lists, choice);
  if (!option || chosen.length >= BOOSTING_MAX_TRACKING_IDS) return [...chosen];
  return [...chosen, { trackingId: option.name, source: choice.source }];
}

/** A reopened draft's ids that can still be chosen: an id since taken by another application, or removed, drops out. */
export function selectableTrackingIds(
  chosen: readonly BoostingTrackingId[],
  lists: readonly BoostingTrackingList[],
): BoostingTrackingId[] {
  const kept: BoostingTrackingId[] = [];
  for (const choice of chosen) {
    const option = selectableOption(lists, choice);
    if (option && !kept.some((k) => sameChoice(k, choice)) && kept.length < BOOSTING_MAX_TRACKING_IDS)
      kept.push({ trackingId: option.name, source: choice.source });
  }
  return kept;
}

/** Ticks or unticks a content; only content the shop has, at most 20. */
export function toggleContent(chosen: readonly string[], contentId: string, available: readonly string[]): string[] {
  if (!chosen.includes(contentId) && !available.includes(contentId)) return [...chosen];
  return toggleSelection(chosen, contentId, BOOSTING_MAX_CONTENTS);
}

/** A reopened draft's content the shop still has (a deleted link drops out). */
export const availableContentIds = (chosen: readonly string[], available: readonly string[]): string[] =>
  [...new Set(chosen)].filter((id) => available.includes(id)).slice(0, BOOSTING_MAX_CONTENTS);

/** Drafts as the drafts page lists them: the most recently saved first (ISO instants; equal times keep their order). */
export function newestFirst<T extends { updatedAt: string }>(drafts: readonly T[]): T[] {
  return [...drafts].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
