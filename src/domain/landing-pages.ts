/**
 * Landing pages (landingPage index, create, statstics; issue 17): the block draft the editor keeps, the rules it
 * checks before anything is sent (the server checks the same whole, openapi.yaml LandingBlockInput), the request
 * a draft becomes, and where a server sentence belongs in the form. Pure, so the machines, their model tests and
 * the property tests share one rule.
 */
import { checkButtonAddress } from './bio-link-rules';
import { moveItem } from './bio-link';
import { withQuery } from './routes';
import { ROUTES } from './route-table';

export const LANDING_LIST_PATH = ROUTES.landingPages.path;
export const LANDING_EDITOR_PATH = ROUTES.landingPageEditor.path;
export const LANDING_STATS_PATH = ROUTES.landingPageStats.path;

/** The editor of an existing page (`?id=`); without it the editor starts a new page. */
export const landingEditPath = (id: string): string => withQuery(LANDING_EDITOR_PATH, { id });
export const landingStatsPath = (id: string): string => withQuery(LANDING_STATS_PATH, { id });

/** Limits of the contract (LandingCreateRequest, LandingBlockInput). */
export const LANDING_LIMITS = {
  title: 120,
  description: 500,
  heading: 200,
  text: 5000,
  field: 200,
  blocks: 60,
  links: 20,
} as const;

/** Pages per list call (ShopPageRequest). */
export const LANDING_PAGE_SIZE = 20;

export const BLOCK_KINDS = ['heading', 'text', 'image', 'product', 'button', 'links'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const BLOCK_KIND_LABELS: Readonly<Record<BlockKind, string>> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  product: 'Product card',
  button: 'Button',
  links: 'Link list',
};

export type ProductSource = 'shop' | 'catalog';

/** A product a block shows: what the picker or the saved page said about it. */
export interface ProductChoice {
  id: string;
  source: ProductSource;
  title: string;
  brand?: string;
  imageUrl?: string;
  price?: { amountCents: number; currency: string };
  /** Its retailer address, which the earn rule checks when it is picked (a saved block's product has none here). */
  url?: string;
}

export interface LinkDraft {
  title: string;
  url: string;
  /** Where the earn rule cannot tag its retailer address, the creator keeps it untagged knowingly. */
  keepUntagged?: boolean;
}

/** One block of the draft; each kind uses its own fields (BLOCK_FIELDS) and leaves the others empty. */
export interface BlockDraft {
  key: string;
  type: BlockKind;
  /** heading, text */
  text: string;
  /** button; the title over a link list */
  title: string;
  /** button; where an image leads (optional) */
  url: string;
  /** image */
  alt: string;
  media: { id: string; url: string } | null;
  product: ProductChoice | null;
  links: LinkDraft[];
  /** The tracked address of a saved block (read-only in the editor). */
  shortUrl?: string;
  /** Where the earn rule cannot tag its product or retailer address (image, button), the creator keeps it untagged. */
  keepUntagged?: boolean;
}

export type BlockTextField = 'text' | 'title' | 'url' | 'alt';

/** The text fields each kind of block shows. */
export const BLOCK_FIELDS: Readonly<Record<BlockKind, readonly BlockTextField[]>> = {
  heading: ['text'],
  text: ['text'],
  image: ['alt', 'url'],
  product: [],
  button: ['title', 'url'],
  links: ['title'],
};

export interface LandingDraft {
  title: string;
  description: string;
  /** The address part after /l/; empty lets the server make one from the title. */
  slug: string;
  blocks: BlockDraft[];
}

export const EMPTY_LANDING_DRAFT: LandingDraft = { title: '', description: '', slug: '', blocks: [] };

export const emptyBlock = (type: BlockKind, key: string): BlockDraft => ({
  key,
  type,
  text: '',
  title: '',
  url: '',
  alt: '',
  media: null,
  product: null,
  links: type === 'links' ? [{ title: '', url: '' }] : [],
});

export const LANDING_TEXTS = {
  titleMissing: 'Give the landing page a title.',
  titleTooLong: `A title is at most ${LANDING_LIMITS.title} characters.`,
  descriptionTooLong: `A description is at most ${LANDING_LIMITS.description} characters.`,
  slugInvalid: 'An address is 3 to 60 lower-case letters, digits and single dashes, such as summer-picks.',
  noBlocks: 'Add at least one block before publishing the page.',
  tooManyBlocks: `A page holds at most ${LANDING_LIMITS.blocks} blocks.`,
  textMissing: 'Write its text.',
  headingTooLong: `A heading is at most ${LANDING_LIMITS.heading} characters.`,
  textTooLong: `A text block is at most ${LANDING_LIMITS.text} characters.`,
  fieldTooLong: `At most ${LANDING_LIMITS.field} characters.`,
  pictureMissing: 'Upload a picture for this block.',
  productMissing: 'Choose a product from My Shop or the catalog.',
  buttonTitleMissing: 'Give the button a title.',
  addressMissing: 'Give it a web address.',
  linksMissing: 'Add at least one link.',
  tooManyLinks: `A link list holds at most ${LANDING_LIMITS.links} links.`,
  linkTitleMissing: (n: number) => `Link ${n}: give it a title.`,
} as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The address rule of bio buttons (http(s) with a host), named as the block shows it. */
function addressProblem(name: string, url: string): string | null {
  if (url.trim() === '') return LANDING_TEXTS.addressMissing;
  const checked = checkButtonAddress(name, url);
  return checked.ok ? null : checked.message;
}

const tooLong = (value: string, max: number) => value.trim().length > max;

/** Why a block cannot be sent as it is, or null. */
export function blockProblem(block: BlockDraft): string | null {
  switch (block.type) {
    case 'heading':
    case 'text': {
      if (block.text.trim() === '') return LANDING_TEXTS.textMissing;
      if (block.type === 'heading' && tooLong(block.text, LANDING_LIMITS.heading)) return LANDING_TEXTS.headingTooLong;
      return tooLong(block.text, LANDING_LIMITS.text) ? LANDING_TEXTS.textTooLong : null;
    }
    case 'image':
      if (!block.media) return LANDING_TEXTS.pictureMissing;
      if (tooLong(block.alt, LANDING_LIMITS.field)) return LANDING_TEXTS.fieldTooLong;
      return block.url.trim() === '' ? null : addressProblem(block.alt.trim() || 'The picture', block.url);
    case 'product':
      return block.product ? null : LANDING_TEXTS.productMissing;
    case 'button':
      if (block.title.trim() === '') return LANDING_TEXTS.buttonTitleMissing;
      if (tooLong(block.title, LANDING_LIMITS.field)) return LANDING_TEXTS.fieldTooLong;
      return addressProblem(block.title.trim(), block.url);
    case 'links': {
      if (block.links.length === 0) return LANDING_TEXTS.linksMissing;
      if (block.links.length > LANDING_LIMITS.links) return LANDING_TEXTS.tooManyLinks;
      if (tooLong(block.title, LANDING_LIMITS.field)) return LANDING_TEXTS.fieldTooLong;
      for (const [n, link] of block.links.entries()) {
        if (link.title.trim() === '') return LANDING_TEXTS.linkTitleMissing(n + 1);
        if (tooLong(link.title, LANDING_LIMITS.field)) return LANDING_TEXTS.fieldTooLong;
        const problem = addressProblem(link.title.trim(), link.url);
        if (problem) return problem;
      }
      return null;
    }
  }
}

/**
 * Why the draft cannot be saved, by field: 'title', 'description', 'slug', 'blocks' (the page as a whole) and
 * each refused block by its key. Publishing also needs a block.
 */
export function draftProblems(draft: LandingDraft, forPublish = false): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = draft.title.trim();
  if (title === '') problems.title = LANDING_TEXTS.titleMissing;
  else if (title.length > LANDING_LIMITS.title) problems.title = LANDING_TEXTS.titleTooLong;
  if (tooLong(draft.description, LANDING_LIMITS.description)) problems.description = LANDING_TEXTS.descriptionTooLong;
  const slug = draft.slug.trim();
  if (slug !== '' && (!SLUG.test(slug) || slug.length < 3 || slug.length > 60))
    problems.slug = LANDING_TEXTS.slugInvalid;
  if (draft.blocks.length > LANDING_LIMITS.blocks) problems.blocks = LANDING_TEXTS.tooManyBlocks;
  else if (forPublish && draft.blocks.length === 0) problems.blocks = LANDING_TEXTS.noBlocks;
  for (const block of draft.blocks) {
    const problem = blockProblem(block);
    if (problem) problems[block.key] = problem;
  }
  return problems;
}

/** One block as landing/create and landing/update take it (LandingBlockInput): only its kind's fields. */
type Kept = { keepUntagged?: true };
export type BlockInput =
  | { type: 'heading' | 'text'; text: string }
  | ({ type: 'image'; mediaId: string; alt?: string; url?: string } & Kept)
  | ({ type: 'product'; productId: string; productSource: ProductSource } & Kept)
  | ({ type: 'button'; title: string; url: string } & Kept)
  | { type: 'links'; title?: string; links: Array<{ title: string; url: string } & Kept> };

const kept = (draft: { keepUntagged?: boolean }): Kept => (draft.keepUntagged ? { keepUntagged: true } : {});

export function blockInput(block: BlockDraft): BlockInput {
  switch (block.type) {
    case 'heading':
    case 'text':
      return { type: block.type, text: block.text.trim() };
    case 'image': {
      const alt = block.alt.trim();
      const url = block.url.trim();
      return {
        type: 'image',
        mediaId: block.media?.id ?? '',
        ...(alt ? { alt } : {}),
        ...(url ? { url, ...kept(block) } : {}),
      };
    }
    case 'product':
      return {
        type: 'product',
        productId: block.product?.id ?? '',
        productSource: block.product?.source ?? 'shop',
        ...kept(block),
      };
    case 'button':
      return { type: 'button', title: block.title.trim(), url: block.url.trim(), ...kept(block) };
    case 'links': {
      const title = block.title.trim();
      return {
        type: 'links',
        ...(title ? { title } : {}),
        links: block.links.map((l) => ({ title: l.title.trim(), url: l.url.trim(), ...kept(l) })),
      };
    }
  }
}

export interface LandingRequest {
  title: string;
  description?: string;
  slug?: string;
  blocks: BlockInput[];
}

/**
 * The draft as one create or update call: the blocks in draft order, each with its kind's fields only. On an
 * update an emptied description is sent empty so the server clears it; on a create it is left out.
 */
export function landingRequest(draft: LandingDraft, existing: boolean): LandingRequest {
  const description = draft.description.trim();
  const slug = draft.slug.trim();
  return {
    title: draft.title.trim(),
    ...(description || existing ? { description } : {}),
    ...(slug ? { slug } : {}),
    blocks: draft.blocks.map(blockInput),
  };
}

/**
 * Where a server sentence belongs in the form: 'Block 3 …' under the third block, the address under the slug,
 * the title under the title; anything else is the form's own alert (null).
 */
export function serverProblemField(message: string, draft: LandingDraft): string | null {
  const block = /Block (\d+)/.exec(message);
  if (block) return draft.blocks[Number(block[1]) - 1]?.key ?? null;
  if (message.includes('/l/')) return 'slug';
  if (/\btitle\b/i.test(message) && !/button/i.test(message)) return 'title';
  return null;
}

/** Moves a block of the draft (reorder); an unknown key leaves the list as it is. */
export function moveBlock(blocks: readonly BlockDraft[], key: string, to: number): BlockDraft[] {
  return moveItem(
    blocks,
    blocks.findIndex((b) => b.key === key),
    to,
  );
}
