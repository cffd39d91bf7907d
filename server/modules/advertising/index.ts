import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../services';
import { advertisingProjection } from './advertising-projections';
import { createAdvertising } from './advertising-service';

/** Promotion activities (spec §7 /advertising/list): operators post them; the promotion modal shows them. */
export const advertisingModule: ServerModule = {
  name: 'advertising',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [advertisingProjection],
  operations(services) {
    const advertising = createAdvertising(services.database, services.eventStore);
    return {
      advertisingList: async () => ({ list: await advertising.list() }),
    };
  },
};

export { createAdvertising, type Advertising } from './advertising-service';
export { checkActivity, type ActivityContent } from './advertising-decider';
