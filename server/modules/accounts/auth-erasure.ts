import type { components } from '../../../src/generated/api';
import type { ErasedAccount, ErasedCounts } from '../../services';
import { collagePreferenceStream } from './account-collage-preference';
import { accountStream, type AccountsContext } from './accounts-context';
import { retiredShopStream, type AccountRow } from './auth-accounts';

/**
 * Where receive_auth_results kept an account's Facebook permissions before Auto DM had its own module (which keeps
 * the connection per shop): still erased, since logs written then may hold one.
 */
const legacyFacebookConnectionStream = (userId: string) => `facebook-connection:${userId}`;

/** What the deletion removed, as its answer counts it (DestroyResult.removed). */
export type Erased = components['schemas']['DestroyResult']['removed'];

/**
 * The streams of the accounts module that hold an account's personal data (verification streams carry only a hash
 * of the address), with its shop's collage preference when it has a shop; other modules erase their own streams.
 */
export const personalStreamsOf = (userId: string, shopDomain: string | null = null) => [
  accountStream(userId),
  legacyFacebookConnectionStream(userId),
  ...(shopDomain ? [collagePreferenceStream(shopDomain)] : []),
];

/**
 * Deletes an account for good: AccountDeleted (the projection drops the accounts row), every session ended, its
 * shop domain retired (never given to a new shop), then the data of the account's past events replaced by
 * { redacted: true } so the log keeps no personal data either. Every other module erases what it keeps of the
 * account through its part (ServerModule.erasure): counted first, its shop's live traffic stopped right after the
 * deletion, then erased in one transaction with the account's own streams; orders and settlement lines stay as
 * financial records under a pseudonym (shop-earnings-erasure.ts).
 * AccountDeleted keeps its data (only the time of deletion). The erasure runs after the append: were it to fail,
 * the account is already gone from every read model and the failure is logged (the update is idempotent, so it
 * can be run again for that stream); the other order could leave a live account whose history a rebuild drops.
 */
export async function eraseAccount(context: AccountsContext, row: AccountRow, now: Date): Promise<Erased> {
  const { services } = context;
  const account: ErasedAccount = { userId: row.user_id, shopDomain: row.shop_domain };
  const parts = services.modules.flatMap((module) => (module.erasure ? [module.erasure(services)] : []));
  const counts: Array<ErasedCounts | void> = [];
  // Counted before they go.
  for (const part of parts) counts.push(await part.count?.(account));
  await context.accounts(accountStream(row.user_id), { type: 'Delete' }, { now });
  // No more clicks on the shop's links here, and those already answered are in the log before they are erased.
  for (const part of parts) await part.retire?.(account);
  const sessions = await context.sessions.endAllOf(row.user_id, 'account-deleted', now);
  if (row.shop_domain) {
    await context.store.append(retiredShopStream(row.shop_domain), 'any', [
      { type: 'ShopDomainRetired', data: { at: now.toISOString() } },
    ]);
  }
  await context.db.transaction(async (tx) => {
    await tx.query(
      `update events set data = jsonb_build_object('redacted', true)
       where stream_id = any($1::text[]) and type <> 'AccountDeleted' and not (data ? 'redacted')`,
      [personalStreamsOf(row.user_id, row.shop_domain)],
    );
    for (const part of parts) counts.push(await part.erase?.(tx, account));
  });
  const total = (name: keyof ErasedCounts) => counts.reduce<number>((sum, count) => sum + (count?.[name] ?? 0), 0);
  return {
    sessions,
    socialConnections: (row.facebook_id ? 1 : 0) + (row.apple_id ? 1 : 0) + total('socialConnections'),
    trackingIds: total('trackingIds'),
    shortLinks: total('shortLinks'),
    bioLinks: total('bioLinks'),
    landingPages: total('landingPages'),
    galleries: total('galleries'),
    collages: total('collages'),
    subscriptions: total('subscriptions'),
  };
}
