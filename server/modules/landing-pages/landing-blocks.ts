import type { components } from '../../../src/generated/api';
import { checkButtonAddress } from '../../../src/domain/bio-link-rules';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import { badRequest } from '../../errors';
import {
  newPartCode,
  productCardView,
  productLink,
  type ProductCard,
  type ProductLinkDeps,
  type TrackedPart,
} from '../creator-pages';
import { mediaFileUrl, shopMedia } from '../galleries';
import { earnedAddress, readEarnSettings } from '../tracking-ids';

/**
 * The blocks of a landing page: what the editor sends checked whole (a sentence naming the first bad block), then
 * completed for storing: a tracked code for every clickable part leading where the earn rule sends its address, the
 * product card as the product is now, the stored picture's file name. The stored blocks are what the public page and
 * the editor read back.
 */

type Schemas = components['schemas'];
export type BlockType = Schemas['LandingBlockType'];

export interface StoredLink {
  title: string;
  /** Where it leads: the address through the earn rule. */
  url: string;
  code: string;
  /** A retailer address the creator kept untagged knowingly. */
  untagged?: true;
}

export interface StoredBlock {
  type: BlockType;
  text?: string;
  mediaId?: string;
  /** The picture's file in the media library. */
  imageFile?: string;
  alt?: string;
  /** Where an image or button leads. */
  url?: string;
  title?: string;
  product?: ProductCard;
  links?: StoredLink[];
  /** The tracked code of a product, a button or an image with a url. */
  code?: string;
  /** Its product or address was kept untagged knowingly. */
  untagged?: true;
}

export const MAX_HEADING = 200;

/** Which optional fields each kind of block takes; any other is refused, so nothing is stored unseen. */
const FIELDS: Readonly<Record<BlockType, readonly string[]>> = {
  heading: ['text'],
  text: ['text'],
  image: ['mediaId', 'alt', 'url', 'keepUntagged'],
  product: ['productId', 'productSource', 'keepUntagged'],
  button: ['title', 'url', 'keepUntagged'],
  links: ['title', 'links'],
};

export const BLOCK_MESSAGES = {
  noText: (where: string) => `${where}: write its text.`,
  headingTooLong: (where: string) => `${where}: a heading is at most ${MAX_HEADING} characters.`,
  foreignField: (where: string, field: string) => `${where} does not take ${field}.`,
  noPicture: (where: string) => `${where}: choose a picture.`,
  notYourPicture: (where: string) => `${where}: that picture is not in your media library.`,
  notAPicture: (where: string) => `${where}: choose a picture, not a video.`,
  noProduct: (where: string) => `${where}: choose a product from My Shop or the catalog.`,
  noTitle: (where: string) => `${where}: give the button a title.`,
  noAddress: (where: string) => `${where}: give it a web address.`,
  noLinks: (where: string) => `${where}: add at least one link.`,
  noPublishWithoutBlocks: 'Add at least one block before publishing the page.',
} as const;

export const blockName = (index: number, type: string) => `Block ${index + 1} (${type})`;

/** The address rule of bio buttons (http(s) with a host), then the earn rule, with the block in the sentence. */
function address(
  earn: EarnSettings,
  where: string,
  url: string | undefined,
  keepUntagged: boolean | undefined,
): { url: string; untagged?: true } {
  if (url === undefined || url.trim() === '') throw badRequest(BLOCK_MESSAGES.noAddress(where));
  const checked = checkButtonAddress(where, url);
  if (!checked.ok) throw badRequest(checked.message);
  const { destination, untagged } = earnedAddress(earn, where, checked.href, { keepUntagged: keepUntagged ?? false });
  return { url: destination, ...(untagged ? { untagged } : {}) };
}

/** The blocks checked and completed; throws the first problem. */
export async function completeBlocks(
  deps: ProductLinkDeps,
  shopDomain: string,
  inputs: readonly Schemas['LandingBlockInput'][],
): Promise<StoredBlock[]> {
  const [media, earn] = await Promise.all([
    shopMedia(
      deps.db,
      shopDomain,
      inputs.flatMap((b) => (b.mediaId ? [b.mediaId] : [])),
    ),
    readEarnSettings(deps, shopDomain),
  ]);
  const blocks: StoredBlock[] = [];
  for (const [index, input] of inputs.entries()) {
    const where = blockName(index, input.type);
    const extra = Object.keys(input).find((key) => key !== 'type' && !FIELDS[input.type].includes(key));
    if (extra) throw badRequest(BLOCK_MESSAGES.foreignField(where, extra));
    switch (input.type) {
      case 'heading':
      case 'text': {
        const text = input.text?.trim() ?? '';
        if (text === '') throw badRequest(BLOCK_MESSAGES.noText(where));
        if (input.type === 'heading' && text.length > MAX_HEADING)
          throw badRequest(BLOCK_MESSAGES.headingTooLong(where));
        blocks.push({ type: input.type, text });
        break;
      }
      case 'image': {
        if (!input.mediaId) throw badRequest(BLOCK_MESSAGES.noPicture(where));
        const item = media.get(input.mediaId);
        if (!item) throw badRequest(BLOCK_MESSAGES.notYourPicture(where));
        if (item.kind !== 'image') throw badRequest(BLOCK_MESSAGES.notAPicture(where));
        const alt = input.alt?.trim();
        const link =
          input.url === undefined
            ? {}
            : { ...address(earn, where, input.url, input.keepUntagged), code: newPartCode() };
        blocks.push({ type: 'image', mediaId: item.media_id, imageFile: item.file, ...(alt ? { alt } : {}), ...link });
        break;
      }
      case 'product': {
        if (!input.productId || !input.productSource) throw badRequest(BLOCK_MESSAGES.noProduct(where));
        const product = { id: input.productId, source: input.productSource, keepUntagged: input.keepUntagged ?? false };
        const { card, destination, untagged } = await productLink(deps, shopDomain, product, where, earn);
        blocks.push({
          type: 'product',
          product: card,
          url: destination,
          ...(untagged ? { untagged } : {}),
          code: newPartCode(),
        });
        break;
      }
      case 'button': {
        const title = input.title?.trim() ?? '';
        if (title === '') throw badRequest(BLOCK_MESSAGES.noTitle(where));
        blocks.push({
          type: 'button',
          title,
          ...address(earn, where, input.url, input.keepUntagged),
          code: newPartCode(),
        });
        break;
      }
      case 'links': {
        if (!input.links || input.links.length === 0) throw badRequest(BLOCK_MESSAGES.noLinks(where));
        const title = input.title?.trim();
        const links = input.links.map((link, n) => {
          const linkTitle = link.title.trim();
          if (linkTitle === '') throw badRequest(BLOCK_MESSAGES.noText(`${where}, link ${n + 1}`));
          return {
            title: linkTitle,
            ...address(earn, `${where}, link ${n + 1}`, link.url, link.keepUntagged),
            code: newPartCode(),
          };
        });
        blocks.push({ type: 'links', ...(title ? { title } : {}), links });
        break;
      }
    }
  }
  return blocks;
}

/** Every tracked code of the blocks with the block it belongs to and where it leads. */
export function blockCodes(blocks: readonly StoredBlock[]): TrackedPart[] {
  return blocks.flatMap((block, part) => [
    ...(block.code && block.url ? [{ code: block.code, part, destination: block.url }] : []),
    ...(block.links ?? []).map((link) => ({ code: link.code, part, destination: link.url })),
  ]);
}

/** What a clickable block is called in the statistics. */
export function blockLabel(block: StoredBlock): string {
  return (
    block.title ??
    block.product?.title ??
    block.alt ??
    (block.type === 'links' ? 'Links' : block.type === 'image' ? 'Picture' : block.type)
  );
}

/** The contract's LandingBlock: the stored block with its addresses made absolute. */
export function blockView(block: StoredBlock, origins: { media: string; links: string }): Schemas['LandingBlock'] {
  const shortUrl = (code: string) => `${origins.links}/s/${code}`;
  return {
    type: block.type,
    ...(block.text !== undefined ? { text: block.text } : {}),
    ...(block.mediaId ? { mediaId: block.mediaId } : {}),
    ...(block.imageFile ? { imageUrl: mediaFileUrl(origins.media, block.imageFile) } : {}),
    ...(block.alt ? { alt: block.alt } : {}),
    ...(block.url ? { url: block.url } : {}),
    ...(block.title ? { title: block.title } : {}),
    ...(block.product ? { product: productCardView(block.product, origins.media) } : {}),
    ...(block.links
      ? {
          links: block.links.map((link) => ({
            title: link.title,
            url: link.url,
            shortUrl: shortUrl(link.code),
            ...(link.untagged ? { keptUntagged: true } : {}),
          })),
        }
      : {}),
    ...(block.code ? { shortUrl: shortUrl(block.code) } : {}),
    ...(block.untagged ? { keptUntagged: true } : {}),
  };
}
