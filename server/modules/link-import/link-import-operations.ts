import { isImportFileName, LINK_IMPORT_MESSAGES } from '../../../src/domain/link-import';
import type { components } from '../../../src/generated/api';
import { badRequest } from '../../errors';
import { shopOf, type OperationHandlers, type RequestContext } from '../../operations';
import type { Services } from '../../services';
import { bioLinkOfShop, bioLinksOf, buttonsOf, newBioCode } from '../bio-link';
import { liveLinksTo, shortLinksOf } from '../short-links';
import { readEarnSettings } from '../tracking-ids';
import { planImport, type ImportPlan } from './link-import-plan';

type Schemas = components['schemas'];

/**
 * The `linkimport` tag: previewLinkImport answers the dry run and stores nothing; runLinkImport plans again and
 * stores every accepted row in one append (links: one appendMany of ShortLinkCreated, buttons: one BioButtonsAdded),
 * so all of them are stored or none.
 */
export function createLinkImportOperations(services: Services): OperationHandlers {
  const { database: db, eventStore: store } = services;
  const links = shortLinksOf(services);

  async function plan(ctx: RequestContext): Promise<ImportPlan> {
    const body = ctx.body as Schemas['LinkImportRequest'];
    if (body.fileName !== undefined && !isImportFileName(body.fileName)) throw badRequest(LINK_IMPORT_MESSAGES.notCsv);
    const shopDomain = shopOf(ctx);
    return planImport(
      { shopDomain, text: body.text, keepUntagged: body.keepUntagged ?? false },
      {
        earn: await readEarnSettings({ db, store }, shopDomain),
        liveLinksTo: (destinations) => liveLinksTo(db, shopDomain, destinations),
        takenCodes: (codes) => links.takenCodes(codes),
        bioButtons: async () => ((await bioLinkOfShop(db, shopDomain)) ? buttonsOf(db, shopDomain) : undefined),
      },
    );
  }

  const count = (planned: ImportPlan, outcome: string) => planned.rows.filter((row) => row.outcome === outcome).length;

  return {
    async previewLinkImport(ctx): Promise<Schemas['LinkImportPreview']> {
      const planned = await plan(ctx);
      return {
        format: planned.format,
        counts: {
          links: count(planned, 'link'),
          buttons: count(planned, 'button'),
          imported: count(planned, 'imported'),
          refused: count(planned, 'refused'),
        },
        rows: planned.rows,
      };
    },

    async runLinkImport(ctx): Promise<Schemas['LinkImportResult']> {
      const planned = await plan(ctx);
      if (planned.links.length > 0) await links.createMany(planned.links, ctx.now);
      if (planned.buttons.length > 0) {
        const { bio, pages } = bioLinksOf(services);
        const buttons = planned.buttons.map((button) => ({ id: newBioCode(), code: newBioCode(), ...button }));
        await bio.page(
          { type: 'AddButtons', shopDomain: shopOf(ctx), buttons },
          { now: ctx.now, metadata: { requestId: ctx.requestId } },
        );
        pages.forget();
      }
      const stored = planned.links.length + planned.buttons.length;
      ctx.log.info('links imported', { format: planned.format, stored });
      return {
        format: planned.format,
        stored,
        imported: count(planned, 'imported'),
        refused: count(planned, 'refused'),
      };
    },
  };
}
