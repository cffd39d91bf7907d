import type { components } from '../../../src/generated/api';
import { checkButtonAddress } from '../../../src/domain/bio-link-rules';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import { HttpError } from '../../errors';
import { productLink, type ProductLinkDeps } from '../creator-pages';
import { checkEarned, readEarnSettings } from '../tracking-ids';
import type { Problem } from './bio-link-inputs';
import type { StoredPostLink } from './bio-post-decider';

/**
 * The products and links a creator attaches to a post (the edit_link_content family), checked whole so a check_
 * call answers every problem and a save refuses with the first. A link keeps the address rule of bio buttons and
 * goes out through the earn rule (src/domain/earn-rule.ts) like a button; a product leads where creator-pages'
 * productLink says (its address through the same rule), as landing page product cards do. A retailer address that
 * cannot carry the creator's tag is refused with what is missing unless the item says keepUntagged.
 */

type Item = components['schemas']['LinkedContentInput'];
export type PostItem = Omit<StoredPostLink, 'code'>;

/** The longest title an item keeps (LinkedContentItem.title); a product's own name is cut to it. */
export const POST_ITEM_TITLE_MAX = 200;

export const POST_ITEM_MESSAGES = {
  productWithAddress: (where: string) =>
    `${where}: a product leads to its own address with your tracking ID, so leave its url out (or attach the address as a link without the product).`,
  noTitle: (where: string) => `${where}: give the link a title.`,
  noAddress: (where: string) => `${where}: give the link a web address (https://…), or choose a product instead.`,
} as const;

const itemName = (index: number) => `Item ${index + 1}`;

async function productItem(
  deps: ProductLinkDeps,
  shopDomain: string,
  item: Item & { productId: string },
  index: number,
  earn: EarnSettings,
): Promise<PostItem | Problem> {
  const where = itemName(index);
  if (item.url !== undefined)
    return { field: `/items/${index}/url`, message: POST_ITEM_MESSAGES.productWithAddress(where) };
  try {
    const product = {
      id: item.productId,
      source: item.productSource ?? 'shop',
      keepUntagged: item.keepUntagged ?? false,
    };
    const { card, destination } = await productLink(deps, shopDomain, product, where, earn);
    const title = item.title?.trim() || card.title.slice(0, POST_ITEM_TITLE_MAX);
    return {
      title,
      url: destination,
      ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
      productId: card.id,
      product: card,
    };
  } catch (error) {
    if (error instanceof HttpError) return { field: `/items/${index}/productId`, message: error.message };
    throw error;
  }
}

function linkItem(item: Item, index: number, earn: EarnSettings): PostItem | Problem {
  const where = itemName(index);
  const title = item.title?.trim() ?? '';
  if (!title) return { field: `/items/${index}/title`, message: POST_ITEM_MESSAGES.noTitle(where) };
  if (item.url === undefined || item.url.trim() === '')
    return { field: `/items/${index}/url`, message: POST_ITEM_MESSAGES.noAddress(where) };
  const address = checkButtonAddress(title, item.url);
  if (!address.ok) return { field: `/items/${index}/url`, message: address.message };
  const earned = checkEarned(earn, where, address.href, { keepUntagged: item.keepUntagged ?? false });
  if (!earned.ok) return { field: `/items/${index}/url`, message: earned.message };
  return { title, url: earned.destination, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}) };
}

const isProblem = (checked: PostItem | Problem): checked is Problem => 'field' in checked;

/** The items checked and completed in order, or every problem with its field. */
export async function checkPostItems(
  deps: ProductLinkDeps,
  shopDomain: string,
  items: readonly Item[],
): Promise<{ problems: Problem[]; items: PostItem[] }> {
  const earn = await readEarnSettings(deps, shopDomain);
  const checked: Array<PostItem | Problem> = [];
  for (const [index, item] of items.entries()) {
    checked.push(
      item.productId === undefined
        ? linkItem(item, index, earn)
        : await productItem(deps, shopDomain, { ...item, productId: item.productId }, index, earn),
    );
  }
  return { problems: checked.filter(isProblem), items: checked.filter((c): c is PostItem => !isProblem(c)) };
}
