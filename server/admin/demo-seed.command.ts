import { randomBytes } from 'node:crypto';
import { accountByLogin, accountStream, createAccountsContext, registerPasswordAccount } from '../modules/accounts';
import type { AdminCommand } from './admin-command';

export const DEMO_USERNAME = 'demo';

/** A strong password that is easy to type: three groups of letters and digits. */
function demoPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const group = () => Array.from(randomBytes(4), (b) => alphabet[b % alphabet.length]).join('');
  return `${group()}-${group()}-${group()}7`;
}

export const demoSeedCommand: AdminCommand = {
  name: 'demo seed',
  summary: 'create the demo creator (user name "demo") or give it a new password, and print how to sign in',
  async run(_args, services, { out }) {
    const context = createAccountsContext(services);
    const now = new Date();
    const password = demoPassword();
    const existing = await accountByLogin(services.database, DEMO_USERNAME);
    if (existing) {
      await context.accounts(
        accountStream(existing.user_id),
        { type: 'ChangePassword', data: { passwordHash: await context.passwords.hash(password), via: 'old-password' } },
        { now },
      );
      await context.sessions.endAllOf(existing.user_id, 'password-changed', now);
      out(`The demo creator already exists; it has a new password now (its other sessions were signed out).`);
    } else {
      await registerPasswordAccount(
        context,
        {
          username: DEMO_USERNAME,
          email: 'demo@linkmint.local',
          handle: 'linkmint.demo',
          password,
          profile: {
            firstName: 'Demo',
            lastName: 'Creator',
            maiNickName: 'Demo Creator',
            industry: 'fashion',
            numbersOfFollowers: '10k_50k',
            primaryPlatform: 'instagram',
            primaryPlatformHandle: 'linkmint.demo',
          },
          storefronts: { amazon: 'https://www.amazon.com/shop/linkmint.demo' },
        },
        now,
      );
      out('Created the demo creator.');
    }
    out('');
    out(`  user name: ${DEMO_USERNAME}`);
    out(`  password:  ${password}`);
    out('');
    out('Sign in at /pc/#/pages/login/index with these.');
  },
};
