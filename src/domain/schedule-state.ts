/**
 * Where a short link or a bio button stands against its schedule (link-schedule.ts), and the badge the lists show
 * for it. Apart from the schedule rules so a list's badge loads no time-zone code.
 */
export type ScheduleState = 'live' | 'off' | 'scheduled' | 'ended' | 'capped';

export const SCHEDULE_STATE_LABELS: Readonly<Record<ScheduleState, string>> = {
  live: 'Live',
  off: 'Off',
  scheduled: 'Scheduled',
  ended: 'Ended',
  capped: 'Capped',
};
