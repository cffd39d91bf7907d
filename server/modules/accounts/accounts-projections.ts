import type { Projection } from '../../events/projections';
import type { AccountEvent } from './account-decider';
import type { LoginGuardEvent, SessionEvent } from './session-events';

const userIdOf = (streamId: string) => streamId.slice('account:'.length);

/** accounts: one row per live account; a deleted account leaves no row (its personal data is gone). */
export const accountsProjection: Projection<AccountEvent> = {
  name: 'accounts',
  tables: ['accounts'],
  handles: [
    'AccountRegistered',
    'ProfileSaved',
    'ShopConnected',
    'SocialIdentityLinked',
    'PasswordChanged',
    'SourceReferCodeSaved',
    'StorefrontUrlSaved',
    'AccountDeleted',
  ],
  async apply(tx, event) {
    // An erased account's events keep only { redacted: true } (blogger/destroy): a rebuild must not bring it back.
    if ((event.data as { redacted?: unknown } | null)?.redacted) return;
    const id = userIdOf(event.streamId);
    const at = event.recordedAt;
    switch (event.type) {
      case 'AccountRegistered': {
        const d = event.data;
        await tx.query(
          `insert into accounts (user_id, username, email, handle, shop_domain, password_hash, shop_code, source_refer_code,
             profile, storefronts, facebook_id, apple_id, registered_at, updated_at)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9::jsonb,$10::jsonb,$11,$12,$13,$13)`,
          [
            id,
            d.username,
            d.email,
            d.handle,
            d.shopDomain,
            d.passwordHash,
            d.shopCode,
            d.sourceReferCode,
            JSON.stringify(d.profile),
            JSON.stringify(d.storefronts),
            d.social?.provider === 'facebook' ? d.social.providerUserId : null,
            d.social?.provider === 'apple' ? d.social.providerUserId : null,
            d.registeredAt,
          ],
        );
        return;
      }
      case 'ProfileSaved':
        await tx.query(
          `update accounts set profile = profile || $2::jsonb, handle = coalesce($3, handle), email = coalesce($4, email), updated_at = $5
           where user_id = $1`,
          [id, JSON.stringify(event.data.profile), event.data.handle ?? null, event.data.email ?? null, at],
        );
        return;
      case 'ShopConnected':
        await tx.query(
          'update accounts set shop_domain = $2, handle = coalesce($3, handle), updated_at = $4 where user_id = $1',
          [id, event.data.shopDomain, event.data.handle, at],
        );
        return;
      case 'SocialIdentityLinked':
        await tx.query(
          `update accounts set ${event.data.provider === 'facebook' ? 'facebook_id' : 'apple_id'} = $2, updated_at = $3 where user_id = $1`,
          [id, event.data.providerUserId, at],
        );
        return;
      case 'PasswordChanged':
        await tx.query('update accounts set password_hash = $2, updated_at = $3 where user_id = $1', [
          id,
          event.data.passwordHash,
          at,
        ]);
        return;
      case 'SourceReferCodeSaved':
        await tx.query('update accounts set source_refer_code = $2, updated_at = $3 where user_id = $1', [
          id,
          event.data.referCode,
          at,
        ]);
        return;
      case 'StorefrontUrlSaved':
        await tx.query(
          `update accounts set storefronts = case when $3::text is null then storefronts - $2 else storefronts || jsonb_build_object($2::text, $3::text) end,
             updated_at = $4 where user_id = $1`,
          [id, event.data.retailer, event.data.url, at],
        );
        return;
      case 'AccountDeleted':
        await tx.query('delete from accounts where user_id = $1', [id]);
        return;
    }
  },
};

export const sessionsProjection: Projection<SessionEvent> = {
  name: 'sessions',
  tables: ['sessions'],
  handles: ['SessionStarted', 'SessionEnded'],
  async apply(tx, event) {
    if (event.type === 'SessionStarted') {
      const d = event.data;
      await tx.query(
        'insert into sessions (session_id, token_hash, user_id, login_type, started_at) values ($1,$2,$3,$4,$5)',
        [d.sessionId, d.tokenHash, d.userId, d.loginType, d.startedAt],
      );
    } else {
      await tx.query('update sessions set ended_at = $2, end_reason = $3 where session_id = $1 and ended_at is null', [
        event.data.sessionId,
        event.data.endedAt,
        event.data.reason,
      ]);
    }
  },
};

export const loginFailuresProjection: Projection<LoginGuardEvent> = {
  name: 'login-failures',
  tables: ['login_failures'],
  handles: ['LoginFailed', 'LoginSucceeded'],
  async apply(tx, event) {
    if (event.type === 'LoginFailed') {
      await tx.query('insert into login_failures (guard_key, failed_at) values ($1, $2)', [
        event.data.guardKey,
        event.data.at,
      ]);
    } else {
      await tx.query('delete from login_failures where guard_key = $1', [event.data.guardKey]);
    }
  },
};
