/**
 * The shop source dictionary of spec §3: where a product or link comes from, grouped by retailer, with the
 * settings of each source's page. The server answers it from get_source_platforms and the app reads the same
 * table, so a source's label, placeholder and flags are written once.
 */

export type SourceRetailer = 'amazon' | 'target' | 'walmart' | 'other';

export interface ShopSource {
  /** The number the spec and the API use (ShopSource in openapi.yaml). */
  readonly id: number;
  readonly retailer: SourceRetailer;
  readonly label: string;
  readonly searchPlaceholder: string;
  /** Sources synced from a retailer storefront show when they were last synced (spec §3). */
  readonly showLastUpdateTime: boolean;
  /** The GET call answering that time; present exactly when showLastUpdateTime is. */
  readonly lastUpdateTimePath?: string;
  /** A detail page of this source holds its whole list, so its search box filters locally instead of asking. */
  readonly localSearchInDetail: boolean;
}

/** The spec's default placeholder of the shared search box (spec §2). */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Search by product name or keyword';

const products = (id: number, retailer: SourceRetailer): ShopSource => ({
  id,
  retailer,
  label: 'Products',
  searchPlaceholder: DEFAULT_SEARCH_PLACEHOLDER,
  showLastUpdateTime: false,
  localSearchInDetail: false,
});

/** A storefront list synced from the retailer (boards, collections, posts…): last sync shown, detail searched locally. */
const synced = (id: number, retailer: SourceRetailer, label: string, lastUpdateTimePath: string): ShopSource => ({
  id,
  retailer,
  label,
  searchPlaceholder: `Search ${label.toLowerCase()} by name`,
  showLastUpdateTime: true,
  lastUpdateTimePath,
  localSearchInDetail: true,
});

const otherLinks = (id: number, retailer: SourceRetailer): ShopSource => ({
  id,
  retailer,
  label: 'Other Links',
  searchPlaceholder: 'Search by title or address',
  showLastUpdateTime: false,
  localSearchInDetail: false,
});

/** Every source in the spec's order: Amazon, Target, Walmart, then the others. */
export const SHOP_SOURCES: readonly ShopSource[] = [
  products(1, 'amazon'),
  synced(3, 'amazon', 'Boards', '/amazon/board/lastUpdateTime'),
  synced(4, 'amazon', 'Idea Lists', '/amazon/idealist/lastUpdateTime'),
  synced(16, 'amazon', 'Curations', '/amazon/curations/lastUpdateTime'),
  synced(18, 'amazon', 'Videos', '/amazon/video/lastUpdateTime'),
  otherLinks(6, 'amazon'),
  products(7, 'target'),
  synced(11, 'target', 'Collections', '/target/collection/lastUpdateTime'),
  otherLinks(8, 'target'),
  products(9, 'walmart'),
  synced(14, 'walmart', 'Top Picks', '/walmart/topPicks/lastUpdateTime'),
  synced(12, 'walmart', 'Collections', '/walmart/collection/lastUpdateTime'),
  synced(15, 'walmart', 'Posts', '/walmart/posts/lastUpdateTime'),
  otherLinks(10, 'walmart'),
  // A collage's products are all on its detail page, so that page filters them locally too.
  {
    id: 2,
    retailer: 'other',
    label: 'Collages',
    searchPlaceholder: 'Search collages by name',
    showLastUpdateTime: false,
    localSearchInDetail: true,
  },
  {
    id: 13,
    retailer: 'other',
    label: 'Landing Page',
    searchPlaceholder: 'Search landing pages by title',
    showLastUpdateTime: false,
    localSearchInDetail: false,
  },
  {
    id: 17,
    retailer: 'other',
    label: 'Brand Deal',
    searchPlaceholder: 'Search brand deals by brand or product',
    showLastUpdateTime: false,
    localSearchInDetail: false,
  },
  otherLinks(5, 'other'),
];

const BY_ID = new Map(SHOP_SOURCES.map((source) => [source.id, source]));

export function shopSource(id: number): ShopSource | undefined {
  return BY_ID.get(id);
}

export function sourcesOf(retailer: SourceRetailer): ShopSource[] {
  return SHOP_SOURCES.filter((source) => source.retailer === retailer);
}

/** The source a retailer's own products are filed under (1, 7, 9). */
export const PRODUCT_SOURCE: Readonly<Record<Exclude<SourceRetailer, 'other'>, number>> = {
  amazon: 1,
  target: 7,
  walmart: 9,
};

/** The source whose last-update time a GET path answers (the eight lastUpdateTime calls of spec §7). */
export function sourceOfLastUpdatePath(path: string): ShopSource | undefined {
  return SHOP_SOURCES.find((source) => source.lastUpdateTimePath === path);
}

/** "Amazon Boards", "Other Links": how a source reads on its own, e.g. in a list that mixes retailers. */
export function sourceTitle(source: ShopSource): string {
  if (source.retailer === 'other') return source.label;
  return `${source.retailer[0]!.toUpperCase()}${source.retailer.slice(1)} ${source.label}`;
}
