import { fileURLToPath } from 'node:url';
import type { components } from '../../../src/generated/api';
import type { ServerModule } from '../../services';
import { recordTabVisit, tabVisitsProjection } from './tab-visits';

/** Product analytics (the `analytics` tag): the main tabs' visits, counted per Pacific day. */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  projections: [tabVisitsProjection],
  operations: (services) => ({
    async eTab(ctx) {
      const { tab } = ctx.body as components['schemas']['TabEvent'];
      await recordTabVisit(services.eventStore, tab, ctx.now);
      return null;
    },
  }),
};

export { tabVisitsStream } from './tab-visits';
