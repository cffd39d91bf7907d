/**
 * The bio link pages' calls that take more than one operation (the shop's page found by its list, then read
 * whole) and the types their machines and views share. Each machine names these as actors in setup, so tests
 * provide fakes instead.
 */
import { checkSave, getBioLinkDetail, getBioLinkList, savePage } from '../api/bio-link';
import { ApiError } from '../api/response-policy';
import type { BioLinkDraft, SocialDraft } from '../domain/bio-link';
import type { BioPreviewDraft } from './bio-page-preview.machine';

export type BioLinkDetail = Awaited<ReturnType<typeof getBioLinkDetail>>;
export type BioLink = BioLinkDetail['bioLink'];
export type BioButton = BioLinkDetail['buttons'][number];
export type SocialAccount = BioLinkDetail['socialAccounts'][number];
export type BioLinkLook = BioLinkDetail['customize'];
export type BioLinkSections = BioLinkDetail['setting'];
/** One problem a check_ call answered: the field as a JSON pointer, and its sentence. */
export type CheckProblem = Awaited<ReturnType<typeof checkSave>>['problems'][number];

/** The shop's page read whole, or null when it has none yet (a shop has at most one). */
export async function readBioLinkDetail(signal?: AbortSignal): Promise<BioLinkDetail | null> {
  const { list } = await getBioLinkList({}, { signal, ignoreErrors: true });
  const page = list[0];
  return page ? getBioLinkDetail({ id: page.id }, { signal, ignoreErrors: true }) : null;
}

export type SavePageRequest = Parameters<typeof savePage>[0];
export type PageContent = SavePageRequest['loaded'];

/** The part of a read page the editor edits: what save_page compares to tell whether it changed elsewhere. */
export function pageContent(detail: BioLinkDetail): PageContent {
  return {
    displayName: detail.customize.displayName ?? '',
    bio: detail.customize.bio ?? '',
    buttons: detail.buttons.map(({ id, title, url }) => ({ id, title, url })),
    socialAccounts: detail.socialAccounts.map(({ platform, url }) => ({ platform, url })),
    headers: (detail.headers ?? []).map(({ title, position }) => ({ title, position })),
  };
}

/**
 * The draft as save_page takes it, against the page it is to replace: a button of that page by its id (it keeps
 * its clicks), any other by title and address, the section headers with their places, so one the draft kept but that was deleted elsewhere is added
 * again when the creator keeps their changes.
 */
export function savePageRequest(draft: BioLinkDraft, against: BioLinkDetail): SavePageRequest {
  const onPage = new Set(against.buttons.map((b) => b.id));
  return {
    displayName: draft.profile.displayName.trim(),
    bio: draft.profile.bio.trim(),
    buttons: draft.buttons.map((b) => ({
      ...(b.id !== undefined && onPage.has(b.id)
        ? { id: b.id }
        : { title: b.title.trim(), url: b.url.trim(), ...(b.keepUntagged ? { keepUntagged: true } : {}) }),
      ...(b.featured ? { featured: true } : {}),
      ...(b.thumbnailUrl ? { thumbnailUrl: b.thumbnailUrl } : {}),
    })),
    socialAccounts: draft.social.map(({ platform, url }) => ({ platform, url })),
    headers: (draft.headers ?? []).map(({ title, position }) => ({ title: title.trim(), position })),
    loaded: pageContent(against),
  };
}

/** A page as read, for the preview (preview_page): it redraws whenever what was read changes. */
export function previewOfDetail(detail: BioLinkDetail): BioPreviewDraft {
  const { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily, theme } = detail.customize;
  return {
    look: { backgroundColor, buttonColor, buttonTextColor, buttonShape, fontFamily, theme },
    ...previewOfDraft({
      profile: { displayName: detail.customize.displayName ?? '', bio: detail.customize.bio ?? '' },
      buttons: detail.buttons,
      social: detail.socialAccounts,
      ...(detail.headers ? { headers: detail.headers } : {}),
    }),
  };
}

/** The editor's draft as the preview draws it: the page's own buttons by id, new ones by title. */
export function previewOfDraft(
  draft: Pick<BioLinkDraft, 'profile'> & {
    buttons: ReadonlyArray<{ id?: string; title: string; featured?: boolean; thumbnailUrl?: string }>;
    social: ReadonlyArray<{ platform: SocialDraft['platform']; url: string }>;
    headers?: ReadonlyArray<{ title: string; position: number }>;
  },
): BioPreviewDraft {
  return {
    displayName: draft.profile.displayName,
    bio: draft.profile.bio,
    buttons: draft.buttons.map((b) => ({
      ...(b.id !== undefined ? { id: b.id } : {}),
      title: b.title,
      featured: b.featured ?? false,
      ...(b.thumbnailUrl ? { thumbnailUrl: b.thumbnailUrl } : {}),
    })),
    socialAccounts: draft.social.map(({ platform, url }) => ({ platform, url })),
    ...(draft.headers ? { headers: draft.headers.map(({ title, position }) => ({ title, position })) } : {}),
  };
}

/** The answer of a call that said the shop has no bio page (404 in the envelope). */
export const isNoPageError = (error: unknown): boolean => error instanceof ApiError && error.code === 404;

/**
 * The two states every bio page screen has besides its own (the editor, customize, the address, the section
 * switches): no bio page yet, with the way to create it, and a failed read, with a retry back to `loading`.
 * The machine names `navigateToCreate` in its setup.
 */
export function bioPageGateStates(failedDescription: string) {
  return {
    noPage: {
      description: 'The shop has no bio page yet: the screen says so and offers to create it.',
      tags: ['no-page' as const],
      on: {
        'bioPage.create': { actions: 'navigateToCreate' as const, description: 'Create it first (home/index_new).' },
      },
    },
    failed: {
      description: failedDescription,
      tags: ['error' as const],
      on: { 'bioPage.retry': { target: 'loading' as const, description: 'Try again.' } },
    },
  };
}

/** What the bio page machines ask the app runtime to do: open a page, show a toast. */
export type BioPageEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

/** The events of those two states. */
export type BioPageGateEvent = { type: 'bioPage.create' } | { type: 'bioPage.retry' };
