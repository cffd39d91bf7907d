import type { components } from '../../../src/generated/api';
import { checkButtonAddress } from '../../../src/domain/bio-link-rules';
import { HttpError } from '../../errors';
import { productLink, type ProductLinkDeps } from '../creator-pages/product-links';
import type { Problem } from './bio-link-inputs';
import type { StoredPostLink } from './bio-post-decider';

/**
 * The products and links a creator attaches to a post (the edit_link_content family), checked whole so a check_
 * call answers every problem and a save refuses with the first. A link keeps the address rule of bio buttons; a
 * product leads where creator-pages' productLink says (its address with the shop's tracking id for its retailer),
 * as landing page product cards do, so a post's products earn like the creator's other pages.
 */

type Item = components['schemas']['LinkedContentInput'];
export type PostItem = Omit<StoredPostLink, 'code'>;

/** The longest title an item keeps (LinkedContentItem.title); a product's own name is cut to it. */
export const POST_ITEM_TITLE_MAX = 200;

export const POST_ITEM_MESSAGES = {
  productWithAddress: (where: string) => `${where}: a product leads to its own address with your tracking ID, so leave its url out (or attach the address as a link without the product).`,
  noTitle: (where: string) => `${where}: give the link a title.`,
  noAddress: (where: string) => `${where}: give the link a web address (https://…), or choose a product instead.`,
} as const;

const itemName = (index: number) => `Item ${index + 1}`;

async function productItem(deps: ProductLinkDeps, shopDomain: string, item: Item & { productId: string }, index: number, now: Date): Promise<PostItem | Problem> {
  const where = itemName(index);
  if (item.url !== undefined) return { field: `/items/${index}/url`, message: POST_ITEM_MESSAGES.productWithAddress(where) };
  try {
    const { card, destination } = await productLink(deps, shopDomain, { id: item.productId, source: item.productSource ?? 'shop' }, where, now);
    const title = item.title?.trim() || card.title.slice(0, POST_ITEM_TITLE_MAX);
    return { title, url: destination, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}), productId: card.id, product: card };
  } catch (error) {
    if (error instanceof HttpError) return { field: `/items/${index}/productId`, message: error.message };
    throw error;
  }
}

function linkItem(item: Item, index: number): PostItem | Problem {
  const where = itemName(index);
  const title = item.title?.trim() ?? '';
  if (!title) return { field: `/items/${index}/title`, message: POST_ITEM_MESSAGES.noTitle(where) };
  if (item.url === undefined || item.url.trim() === '') return { field: `/items/${index}/url`, message: POST_ITEM_MESSAGES.noAddress(where) };
  const address = checkButtonAddress(title, item.url);
  if (!address.ok) return { field: `/items/${index}/url`, message: address.message };
  return { title, url: address.href, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}) };
}

const isProblem = (checked: PostItem | Problem): checked is Problem => 'field' in checked;

/** The items checked and completed in order, or every problem with its field. */
export async function checkPostItems(deps: ProductLinkDeps, shopDomain: string, items: readonly Item[], now: Date): Promise<{ problems: Problem[]; items: PostItem[] }> {
  const checked: Array<PostItem | Problem> = [];
  for (const [index, item] of items.entries()) {
    checked.push(item.productId === undefined ? linkItem(item, index) : await productItem(deps, shopDomain, { ...item, productId: item.productId }, index, now));
  }
  return { problems: checked.filter(isProblem), items: checked.filter((c): c is PostItem => !isProblem(c)) };
}
