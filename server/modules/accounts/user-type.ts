import type { Queryable } from '../../db/database';
import type { ShopActivity } from './account-ports';

export type UserType = 'new' | 'regular';

/**
 * userType of the sign-in answer and the creator record (spec §3, §6: new users get a different Account page).
 * A creator is new until their shop has something to show on the earnings dashboard: the first visitor click on
 * one of its links or pages (bot clicks do not count), or its first order. From then on they are regular for good
 * (clicks and orders are never taken back). An account without a shop is new.
 *
 * Read from the read models at every answer, so the app learns it at the next sign-in, launch or user-info load
 * (the Account tab asks again while it still holds 'new'); nothing has to be recorded when it changes.
 */
export async function userTypeOf(
  activity: ShopActivity,
  db: Queryable,
  shopDomain: string | null | undefined,
): Promise<UserType> {
  if (!shopDomain) return 'new';
  return (await activity.hasVisitorClicks(db, shopDomain)) || (await activity.hasOrders(db, shopDomain))
    ? 'regular'
    : 'new';
}
