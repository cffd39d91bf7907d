import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { SCHEDULE_MESSAGES, type LinkScheduleInput } from '../../src/domain/link-schedule';
import {
  linkScheduleMachine,
  SCHEDULE_LOAD_FAILED,
  SCHEDULE_SAVE_FAILED,
  SCHEDULE_SAVED_TEXT,
  scheduleInputOf,
  type LinkScheduleEvent,
  type LinkScheduleSnapshot,
  type SavedSchedule,
  type ScheduleTarget,
} from '../../src/machines/link-schedule.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const SAVED: SavedSchedule = {
  schedule: {
    enabled: true,
    // Dec 8, 9:00 AM until Dec 12, 11:59 PM Pacific (PST, UTC-8).
    startsAt: '2026-12-08T17:00:00Z',
    endsAt: '2026-12-13T07:59:00Z',
    clickCap: 2,
    fallbackUrl: 'https://shop.example.com/later',
  },
  state: 'scheduled',
  humanClicks: 0,
};
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as LinkScheduleEvent;
const error = (id: string, e: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: e, actorId: id }) as unknown as LinkScheduleEvent;
const refusal = new ApiError({ code: 400, message: SCHEDULE_MESSAGES.order, path: '/app/set_shortlink_schedule' });
const loaded = done('getLinkSchedule', SAVED);
const offline = error('getLinkSchedule', new Error('offline'));
const saved = done('setLinkSchedule', SAVED);
const refused = error('setLinkSchedule', refusal);
const lost = error('setLinkSchedule', new Error('offline'));

/** A few values per field, so the graph stays finite: a sound draft, an end before the start, a bad cap. */
const EVENTS: LinkScheduleEvent[] = [
  { type: 'schedule.retry' },
  { type: 'schedule.save' },
  { type: 'schedule.enable', enabled: false },
  { type: 'schedule.enable', enabled: true },
  { type: 'schedule.field', field: 'endDate', value: '2026-12-01' },
  { type: 'schedule.field', field: 'endDate', value: '2026-12-12' },
  { type: 'schedule.field', field: 'clickCap', value: '0' },
  { type: 'schedule.field', field: 'clickCap', value: '2' },
  { type: 'schedule.keep', keep: true },
];

function eventsFor(snapshot: LinkScheduleSnapshot): LinkScheduleEvent[] {
  const events = [...EVENTS];
  if (snapshot.matches('loading')) events.push(loaded, offline);
  if (snapshot.matches('saving')) events.push(saved, refused, lost);
  return events;
}

interface Effects {
  reads: ScheduleTarget[];
  saves: Array<{ target: ScheduleTarget; schedule: LinkScheduleInput }>;
  emitted: AnyEventObject[];
}

describe('link schedule (myLinks/detail and the bio button editor)', () => {
  it.each<[string, ScheduleTarget]>([
    ['short link', { kind: 'short-link', code: 'Ab3dE7x1' }],
    ['bio button', { kind: 'bio-button', id: 'btn-1' }],
  ])('link-schedule (%s): every state and transition, with the calls and toasts', async (_name, target) => {
    const result = await exploreModel<typeof linkScheduleMachine, Effects>({
      name: 'link-schedule',
      machine: linkScheduleMachine,
      input: { target },
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          d: s.context.draft,
          saved: s.context.saved !== null,
          f: s.context.failure !== null,
        }),
      arrange: () => {
        const effects: Effects = { reads: [], saves: [], emitted: [] };
        const machine = linkScheduleMachine.provide({
          actors: {
            getLinkSchedule: fromPromise<SavedSchedule, ScheduleTarget>(
              ({ input }) => (effects.reads.push(input), new Promise(() => {})),
            ),
            setLinkSchedule: fromPromise<SavedSchedule, { target: ScheduleTarget; schedule: LinkScheduleInput }>(
              ({ input }) => (effects.saves.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        if (snapshot.matches('loading')) expect(effects.reads.at(-1)).toEqual(target);
        if (event === offline) expect(context.failure).toBe(SCHEDULE_LOAD_FAILED);
        if (event === loaded || event === saved) {
          // The saved instants show as the Pacific wall clock the creator typed.
          expect(context.draft).toMatchObject({
            startDate: '2026-12-08',
            startTime: '09:00',
            endDate: '2026-12-12',
            endTime: '23:59',
            clickCap: '2',
          });
          expect(context.saved).toEqual(SAVED);
        }
        if (event === saved) expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: SCHEDULE_SAVED_TEXT });
        if (snapshot.matches('saving')) {
          const sent = effects.saves.at(-1);
          expect(sent?.target).toEqual(target);
          const checked = scheduleInputOf(context.draft, target);
          expect(checked.ok && sent?.schedule).toEqual(checked.ok ? checked.input : false);
          // Only a short link sends visitors to a fallback.
          if (target.kind === 'bio-button') expect(sent?.schedule.fallbackUrl).toBeNull();
        }
        if (event === refused) expect(context.failure).toBe(refusal.message);
        if (event === lost) expect(context.failure).toBe(SCHEDULE_SAVE_FAILED);
        if (event.type === 'schedule.save' && snapshot.matches('editing'))
          expect([SCHEDULE_MESSAGES.order, SCHEDULE_MESSAGES.clickCap]).toContain(context.failure);
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('saving'));
      },
    });
    expect(reportCoverage(result)).toMatch(/states (\d+)\/\1, transitions (\d+)\/\2/);
    expect(uncovered(result)).toEqual({ states: [], transitions: [] });
  });
});
