import { AdminUsageError, type AdminCommand } from './admin-command';
import { formatTable, readLimit } from './admin-format';

export const usersListCommand: AdminCommand = {
  name: 'users list',
  args: '[--limit N] [--search TEXT]',
  summary: 'list creators, newest first: user name, email, handle, shop, sign-in kinds, open sessions',
  async run(args, { database }, { out }) {
    const limit = readLimit(args, 50);
    const searchAt = args.indexOf('--search');
    const search = searchAt >= 0 ? args[searchAt + 1] : undefined;
    if (searchAt >= 0 && !search) throw new AdminUsageError('--search needs a text');
    const { rows } = await database.query<{
      username: string;
      email: string | null;
      handle: string | null;
      shop_domain: string | null;
      password_hash: string | null;
      facebook_id: string | null;
      apple_id: string | null;
      registered_at: Date;
      open_sessions: number;
    }>(
      `select a.username, a.email, a.handle, a.shop_domain, a.password_hash, a.facebook_id, a.apple_id, a.registered_at,
              (select count(*)::int from sessions s where s.user_id = a.user_id and s.ended_at is null) as open_sessions
       from accounts a
       where $1::text is null or a.username ilike $1 or a.email ilike $1 or a.handle ilike $1 or a.shop_domain ilike $1
       order by a.registered_at desc
       limit $2`,
      [search ? `%${search}%` : null, limit],
    );
    if (rows.length === 0) {
      out(search ? `No creator matches "${search}".` : 'No creators yet. `npm run admin -- demo seed` creates one.');
      return;
    }
    out(
      formatTable(
        ['user name', 'email', 'handle', 'shop', 'sign-in', 'sessions', 'registered'],
        rows.map((r) => [
          r.username,
          r.email ?? '',
          r.handle ?? '',
          r.shop_domain ?? '(not connected)',
          [r.password_hash ? 'password' : '', r.facebook_id ? 'facebook' : '', r.apple_id ? 'apple' : '']
            .filter(Boolean)
            .join('+'),
          String(r.open_sessions),
          r.registered_at.toISOString().slice(0, 16).replace('T', ' '),
        ]),
      ),
    );
    out(`${rows.length} creator${rows.length === 1 ? '' : 's'} shown.`);
  },
};
