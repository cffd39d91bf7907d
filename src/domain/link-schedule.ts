import { Temporal } from '@js-temporal/polyfill';
import { webAddress } from './destination-rules';
import { PACIFIC_TIME_ZONE } from './pacific-time';
import type { ScheduleState } from './schedule-state';

/**
 * The schedule and limits of a short link or a bio button: an on/off switch, a window (start and end instants,
 * either open) and a cap on people's clicks. The cap counts the link's human clicks in total, since it was made
 * (robots' clicks never count): a link with 40 clicks and a cap of 50 has ten left. Pure, so the redirect decides
 * from its cache, the bio page from its rows and the app shows the same state and words the server keeps.
 * Creators give and read times as Pacific wall-clock times (America/Los_Angeles); instants are stored as ISO UTC.
 */

export interface LinkSchedule {
  enabled: boolean;
  /** ISO instant the window opens; null: open from the start. */
  startsAt: string | null;
  /** ISO instant the window closes; null: never. */
  endsAt: string | null;
  /** The most human clicks answered with the destination; null: no cap. */
  clickCap: number | null;
  /** Where a short link outside its window sends visitors (tagged by the earn rule); null: the "ended" page. */
  fallbackUrl: string | null;
}

/** A schedule as the creator sends it. */
export interface LinkScheduleInput {
  enabled: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  clickCap?: number | null;
  fallbackUrl?: string | null;
  /** A retailer fallback address that cannot carry the creator's tag goes out untagged, knowingly. */
  keepFallbackUntagged?: boolean;
}

export const ALWAYS_LIVE: LinkSchedule = {
  enabled: true,
  startsAt: null,
  endsAt: null,
  clickCap: null,
  fallbackUrl: null,
};

export { SCHEDULE_STATE_LABELS, type ScheduleState } from './schedule-state';

export const SCHEDULE_MESSAGES = {
  startsAt: 'The start time is not a valid date and time.',
  endsAt: 'The end time is not a valid date and time.',
  order: 'The end time must be after the start time.',
  clickCap: 'The click cap must be a whole number of at least 1.',
  fallbackUrl: 'The fallback address must be a full web address starting with http:// or https://.',
} as const;

/** The largest cap taken (a click count never needs more). */
export const MAX_CLICK_CAP = 1_000_000_000;

const instantMs = (iso: string | null): number | undefined => (iso === null ? undefined : Date.parse(iso));

/** Where the link or button stands at `nowMs` with `humanClicks` counted: off wins, then the window, then the cap. */
export function scheduleState(schedule: LinkSchedule, nowMs: number, humanClicks: number): ScheduleState {
  if (!schedule.enabled) return 'off';
  const start = instantMs(schedule.startsAt);
  if (start !== undefined && nowMs < start) return 'scheduled';
  const end = instantMs(schedule.endsAt);
  if (end !== undefined && nowMs >= end) return 'ended';
  if (schedule.clickCap !== null && humanClicks >= schedule.clickCap) return 'capped';
  return 'live';
}

/** True when the schedule asks nothing: no query, no count, no check is needed. */
export const isAlwaysLive = (schedule: LinkSchedule): boolean =>
  schedule.enabled && !schedule.startsAt && !schedule.endsAt && schedule.clickCap === null;

/** The next instant after `nowMs` at which the window opens or closes by the clock, or undefined. */
export function nextBoundary(schedule: LinkSchedule, nowMs: number): number | undefined {
  if (!schedule.enabled) return undefined;
  const next = [instantMs(schedule.startsAt), instantMs(schedule.endsAt)].filter(
    (ms): ms is number => ms !== undefined && ms > nowMs,
  );
  return next.length > 0 ? Math.min(...next) : undefined;
}

function parseInstant(value: string | null | undefined): string | null | false {
  if (value === null || value === undefined || value.trim() === '') return null;
  try {
    return Temporal.Instant.from(value.trim()).toString();
  } catch {
    return false;
  }
}

export type ScheduleCheck = { ok: true; schedule: LinkSchedule } | { ok: false; message: string };

/** Checks what the creator sent and writes it as stored (times as UTC instants); the earn rule comes after. */
export function checkSchedule(input: LinkScheduleInput): ScheduleCheck {
  const startsAt = parseInstant(input.startsAt);
  if (startsAt === false) return { ok: false, message: SCHEDULE_MESSAGES.startsAt };
  const endsAt = parseInstant(input.endsAt);
  if (endsAt === false) return { ok: false, message: SCHEDULE_MESSAGES.endsAt };
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    return { ok: false, message: SCHEDULE_MESSAGES.order };
  const cap = input.clickCap ?? null;
  if (cap !== null && (!Number.isSafeInteger(cap) || cap < 1 || cap > MAX_CLICK_CAP))
    return { ok: false, message: SCHEDULE_MESSAGES.clickCap };
  const fallbackText = input.fallbackUrl?.trim() ?? '';
  const fallbackUrl = fallbackText === '' ? null : webAddress(fallbackText);
  if (fallbackUrl === undefined) return { ok: false, message: SCHEDULE_MESSAGES.fallbackUrl };
  return { ok: true, schedule: { enabled: input.enabled, startsAt, endsAt, clickCap: cap, fallbackUrl } };
}

/** An instant as creators read it: "Dec 8, 9:00 AM" (the year added when it is not `nowMs`'s Pacific year). */
export function pacificWords(iso: string, nowMs: number): string {
  const when = Temporal.Instant.from(iso).toZonedDateTimeISO(PACIFIC_TIME_ZONE);
  const thisYear = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(PACIFIC_TIME_ZONE).year;
  return when.toPlainDateTime().toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(when.year !== thisYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  });
}

const capWords = (cap: number | null) =>
  cap === null ? '' : `, for the first ${cap.toLocaleString('en-US')} ${cap === 1 ? 'click' : 'clicks'}`;

/** The schedule in plain words, e.g. "Live from Dec 8, 9:00 AM until Dec 12, 11:59 PM Pacific". */
export function describeSchedule(schedule: LinkSchedule, nowMs: number): string {
  if (!schedule.enabled) return 'Off: visitors do not reach this destination.';
  const { startsAt, endsAt } = schedule;
  const from = startsAt ? ` from ${pacificWords(startsAt, nowMs)}` : '';
  const until = endsAt ? ` until ${pacificWords(endsAt, nowMs)}` : '';
  const window = startsAt || endsAt ? `Live${from}${until} Pacific` : 'Always live';
  return `${window}${capWords(schedule.clickCap)}`;
}

/** A Pacific wall-clock date ('YYYY-MM-DD') and time ('HH:MM' or 'HH:MM:SS') as an ISO instant; undefined when not a time. */
export function pacificInstant(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(?::\d{2})?$/.test(time)) return undefined;
  try {
    return Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: 'reject' })
      .toZonedDateTime(PACIFIC_TIME_ZONE)
      .toInstant()
      .toString();
  } catch {
    return undefined;
  }
}

/** An ISO instant as the Pacific wall-clock date and time a form shows ('HH:MM', with ':SS' only when not zero). */
export function pacificWallClock(iso: string): { date: string; time: string } {
  const local = Temporal.Instant.from(iso).toZonedDateTimeISO(PACIFIC_TIME_ZONE).toPlainDateTime();
  const time = local.toPlainTime().toString({ smallestUnit: 'second' });
  return { date: local.toPlainDate().toString(), time: time.endsWith(':00') ? time.slice(0, 5) : time };
}

/**
 * What a bio page shows at `nowMs`: the buttons inside their schedule, in order, each header moved to the number
 * of shown buttons before it, and the next instant a button's window opens or closes (the page is not kept past it).
 */
export function shownButtons<B extends { schedule: LinkSchedule | null }, H extends { position: number }>(
  buttons: readonly B[],
  headers: readonly H[],
  nowMs: number,
  humanClicksOf: (button: B) => number,
): { buttons: B[]; headers: H[]; changesAt?: number } {
  const shownBefore: number[] = [0];
  const shown: B[] = [];
  let changesAt: number | undefined;
  for (const button of buttons) {
    const { schedule } = button;
    if (!schedule || scheduleState(schedule, nowMs, humanClicksOf(button)) === 'live') shown.push(button);
    shownBefore.push(shown.length);
    const next = schedule ? nextBoundary(schedule, nowMs) : undefined;
    if (next !== undefined && (changesAt === undefined || next < changesAt)) changesAt = next;
  }
  const moved = headers.map((header) => ({
    ...header,
    position: shownBefore[Math.min(Math.max(header.position, 0), buttons.length)] ?? shown.length,
  }));
  return { buttons: shown, headers: moved, ...(changesAt !== undefined ? { changesAt } : {}) };
}
