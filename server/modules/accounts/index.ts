import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { createAccountOperations } from './account-operations';
import { createAccountsContext } from './accounts-context';
import { accountsProjection, loginFailuresProjection, sessionsProjection } from './accounts-projections';
import { createAuthOperations } from './auth-operations';
import { createSessions } from './sessions';

/** Creators' accounts: registration, sign-in and sessions, verification codes, passwords, profile settings. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [accountsProjection, sessionsProjection, loginFailuresProjection],
  authenticator: (services) => createSessions(services.database, services.eventStore),
  operations(services) {
    const context = createAccountsContext(services);
    return { ...createAuthOperations(context), ...createAccountOperations(context) };
  },
};
