import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS, freeDays } from '../../server/modules/link-pages/free-days';

const registered = new Date('2026-11-01T10:00:00Z');
const at = (hours: number) => new Date(registered.getTime() + hours * 3_600_000);
const ends = new Date(registered.getTime() + FREE_TRIAL_DAYS * 86_400_000).toISOString();

describe('free days from registration', () => {
  it.each([
    [0, FREE_TRIAL_DAYS],
    [1, FREE_TRIAL_DAYS],
    [24, FREE_TRIAL_DAYS - 1],
    [FREE_TRIAL_DAYS * 24 - 1, 1],
  ])('%i hours after registration, %i days are left (a started day counts)', (hours, days) => {
    expect(freeDays(registered, at(hours))).toEqual({ remainingDays: days, trialEndsAt: ends });
  });

  it('answers 0 without an end once the period is over', () => {
    expect(freeDays(registered, at(FREE_TRIAL_DAYS * 24))).toEqual({ remainingDays: 0 });
    expect(freeDays(registered, at(FREE_TRIAL_DAYS * 24 * 10))).toEqual({ remainingDays: 0 });
  });
});
