import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { shopOf, type OperationHandler } from '../../operations';
import type { Services } from '../../services';
import { accountByShop } from '../accounts';

/**
 * Free days (usage/freeday/remain). Designed, as the spec names the call only: a new shop has FREE_TRIAL_DAYS of
 * free use from its registration; the days left count whole or started days, so the last afternoon still
 * shows 1, and trialEndsAt is left out once the period is over (FreeDays in openapi.yaml).
 */

export const FREE_TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function freeDays(registeredAt: Date, now: Date): components['schemas']['FreeDays'] {
  const endsAt = new Date(registeredAt.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { remainingDays: 0 };
  return { remainingDays: Math.min(FREE_TRIAL_DAYS, Math.ceil(left / DAY_MS)), trialEndsAt: endsAt.toISOString() };
}

export function freeDaysOperation(services: Services): OperationHandler {
  return async (ctx) => {
    const account = await accountByShop(services.database, shopOf(ctx));
    if (!account) throw notFound('This account no longer exists.');
    return freeDays(account.registered_at, ctx.now);
  };
}
