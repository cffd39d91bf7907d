import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { createAccountOperations } from './account-operations';
import type { AccountsPorts } from './account-ports';
import { createAccountsContext } from './accounts-context';
import { accountsProjection, loginFailuresProjection, sessionsProjection } from './accounts-projections';
import { createAuthOperations } from './auth-operations';
import { createSessions } from './sessions';

/**
 * Creators' accounts: registration, sign-in and sessions, verification codes, passwords, profile settings, and
 * account deletion (which runs every module's erasure). What it needs of other modules comes in as ports.
 */
export const createAccountsModule = (ports: AccountsPorts): ServerModule => ({
  name: 'accounts',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [accountsProjection, sessionsProjection, loginFailuresProjection],
  authenticator: (services) => createSessions(services.database, services.eventStore),
  operations(services) {
    const context = createAccountsContext(services);
    return { ...createAuthOperations(context, ports), ...createAccountOperations(context, ports) };
  },
});

export { readCollagePreference, type CollagePreference } from './account-collage-preference';
export type { AccountEvent } from './account-decider';
export { registerPasswordAccount } from './account-registration';
export { accountStream, createAccountsContext } from './accounts-context';
export { accountByHandle, accountById, accountByLogin, accountByShop } from './auth-accounts';
export { isAllowedRedirect } from './auth-social';
