import type { SimulationExamples } from './actor-examples';
import type { linkScheduleMachine } from './link-schedule.machine';

const SAVED = {
  schedule: {
    enabled: true,
    startsAt: '2026-12-08T17:00:00Z',
    endsAt: '2026-12-13T07:59:00Z',
    clickCap: 500,
    fallbackUrl: 'https://www.amazon.com/dp/B0BSHF7WHW?tag=mayafinds-20',
  },
  state: 'scheduled' as const,
  humanClicks: 0,
};

export const linkScheduleExamples: SimulationExamples<typeof linkScheduleMachine> = {
  actors: {
    getLinkSchedule: { output: SAVED, error: 'This short link does not exist.' },
    setLinkSchedule: { output: SAVED, error: 'The end time must be after the start time.' },
  },
};
