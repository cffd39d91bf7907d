import type { components } from '../../../src/generated/api';
import { requestOrigin, shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { createPlacements, placementView } from './placements';
import type { ShortLinks } from './short-links-service';

type Schemas = components['schemas'];

/** create_placement and delete_placement of the `shortlinks` tag; the report is the earnings module's. */
export function createPlacementOperations(
  links: ShortLinks,
  services: Pick<Services, 'database' | 'eventStore'>,
): OperationHandlers {
  const placements = createPlacements(services);
  return {
    async createPlacement(ctx): Promise<Schemas['Placement']> {
      const { code, name, trackingId } = ctx.body as Schemas['PlacementCreateRequest'];
      const row = await placements.add(
        shopOf(ctx),
        { linkCode: code, name, ...(trackingId !== undefined ? { trackingId } : {}) },
        ctx.now,
      );
      ctx.log.info('placement added', { link: code, placement: row.code });
      return placementView(row, links.baseUrl(requestOrigin(ctx)));
    },

    async deletePlacement(ctx): Promise<Schemas['Deletion']> {
      const { id } = ctx.body as Schemas['ShopIdRequest'];
      const { deletedAt } = await placements.delete(shopOf(ctx), id, ctx.now);
      ctx.log.info('placement deleted', { placement: id });
      return { id, deletedAt };
    },
  };
}
