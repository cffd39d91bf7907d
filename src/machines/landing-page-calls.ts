/**
 * The landing page screens' calls that take more than one operation (save then publish, a picture uploaded for an
 * image block) and the types their machines and views share. Each machine names these as actors in setup, so tests
 * provide fakes instead.
 */
import { uploadMedia } from '../api/galleries';
import { landingCreate, landingDetail, landingUpdate, publish } from '../api/landing-pages';
import {
  BLOCK_KINDS,
  emptyBlock,
  landingRequest,
  type BlockDraft,
  type BlockKind,
  type LandingDraft,
} from '../domain/landing-pages';
import { CreatorFacingError } from '../domain/creator-facing-error';

export type LandingPage = Awaited<ReturnType<typeof landingDetail>>;
export type LandingBlock = LandingPage['blocks'][number];

const kindOf = (type: string): BlockKind => BLOCK_KINDS.find((k) => k === type) ?? 'text';

/** A saved block as the draft holds it, keyed by its position in the page as read. */
export function blockDraftOf(block: LandingBlock, index: number): BlockDraft {
  const product = block.product;
  return {
    ...emptyBlock(kindOf(block.type), `b${index}`),
    text: block.text ?? '',
    title: block.title ?? '',
    url: block.url && block.type !== 'product' ? block.url : '',
    alt: block.alt ?? '',
    media: block.mediaId && block.imageUrl ? { id: block.mediaId, url: block.imageUrl } : null,
    product: product
      ? {
          id: product.id,
          source: product.source,
          title: product.title,
          ...(product.brand ? { brand: product.brand } : {}),
          ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
          ...(product.price ? { price: product.price } : {}),
        }
      : null,
    links: (block.links ?? []).map((l) => ({
      title: l.title,
      url: l.url,
      ...(l.keptUntagged ? { keepUntagged: true } : {}),
    })),
    ...(block.shortUrl ? { shortUrl: block.shortUrl } : {}),
    ...(block.keptUntagged ? { keepUntagged: true } : {}),
  };
}

/** The draft a read page starts. */
export function draftOfPage(page: LandingPage): LandingDraft {
  return {
    title: page.title,
    description: page.description ?? '',
    slug: page.slug,
    blocks: page.blocks.map(blockDraftOf),
  };
}

export interface SaveInput {
  /** The page being edited, or null for a new one (created by this call). */
  id: string | null;
  draft: LandingDraft;
}

/** The whole draft in one call: landing/create for a new page, landing/update (all blocks replaced) for a saved one. */
export async function saveLanding({ id, draft }: SaveInput, signal?: AbortSignal): Promise<LandingPage> {
  const request = landingRequest(draft, id !== null);
  return id === null
    ? landingCreate(request, { signal, ignoreErrors: true })
    : landingUpdate({ id, ...request }, { signal, ignoreErrors: true });
}

/** A publish refused after the draft was saved: the saved page comes with the refusal, so a retry updates it. */
export type PublishRefusal = Error & { saved?: LandingPage };

/** Save, then publish what was saved: a page is published only as the draft the creator sees. */
export async function saveAndPublish(input: SaveInput, signal?: AbortSignal): Promise<LandingPage> {
  const saved = await saveLanding(input, signal);
  try {
    return await publish({ id: saved.id }, { signal, ignoreErrors: true });
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { saved });
  }
}

export const readLanding = (id: string, signal?: AbortSignal): Promise<LandingPage> =>
  landingDetail({ id }, { signal, ignoreErrors: true });

export interface PictureUpload {
  key: string;
  file: Blob;
}

/** One picture into the shop's media library (re-encoded by the server); its id and address for the block. */
export async function uploadPicture(
  { file }: PictureUpload,
  signal?: AbortSignal,
): Promise<{ id: string; url: string }> {
  // The contract types a binary part as string; the client sends a Blob as the file it is.
  const { list } = await uploadMedia({ files: [file] as unknown as string[] }, { signal, ignoreErrors: true });
  const item = list[0];
  if (!item) throw new CreatorFacingError('The picture was not stored.');
  return { id: item.id, url: item.thumbnailUrl ?? item.url };
}
