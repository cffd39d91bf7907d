import type { components } from '../../../src/generated/api';
import { notFound } from '../../errors';
import { requestOrigin, shopOf, type OperationHandlers } from '../../operations';
import type { Services } from '../../services';
import { bioBases } from './bio-link-operations';
import { BIO_LINK_MESSAGES } from './bio-link-decider';
import { bioLinkOfShop, buttonsOf } from './bio-link-queries';
import { lookOfStyleQuery, lookStyleSheet, renderPreview } from './bio-page-preview';
import { pageButton, pageContentOf } from './bio-web-operations';

/** The in-app preview (preview_page) and the stylesheet its document links (GET /bs/style.css). */

type Schemas = components['schemas'];

/** A look's stylesheet changes only with the server's own rules: a day in any cache is safe. */
const STYLE_CACHE = 'public, max-age=86400';

export function createBioPreviewOperations(services: Services): OperationHandlers {
  const { database: db } = services;
  const base = bioBases(services);
  return {
    async previewPage(ctx) {
      const draft = ctx.body as Schemas['BioPagePreviewRequest'];
      const row = await bioLinkOfShop(db, shopOf(ctx));
      if (!row) throw notFound(BIO_LINK_MESSAGES.missing);
      const bases = { page: base.page(ctx), short: base.short(ctx), origin: requestOrigin(ctx) };
      const [stored, buttons] = await Promise.all([
        pageContentOf(db, row, bases, ctx.now),
        buttonsOf(db, row.shop_domain),
      ]);
      const byId = new Map(buttons.map((b) => [b.button_id, pageButton(b, bases.short)]));
      return { html: renderPreview(stored, draft, byId, row.setting.showSocialIcons, bases.origin) };
    },
    async renderBioPageStyle(ctx) {
      return new Response(lookStyleSheet(lookOfStyleQuery(ctx.query)), {
        status: 200,
        headers: {
          'content-type': 'text/css; charset=utf-8',
          'cache-control': STYLE_CACHE,
          'x-content-type-options': 'nosniff',
        },
      });
    },
  };
}
