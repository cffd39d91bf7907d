/**
 * The bio link page as the app edits it (issue 13): its routes, the limits of the contract (openapi.yaml,
 * BioButton, BioLink, BioLinkCustomize, SocialAccount), the rules a draft is checked against before anything is
 * sent.
 */
import { isUrl } from './validators';
import { ROUTES } from './route-table';
import type { HeaderDraft } from './bio-draft-items';
import type { ScheduleState } from './schedule-state';

export const BIO_LINK_PATH = ROUTES.bioLink.path;
export const BIO_LINK_EDIT_PATH = ROUTES.bioLinkEdit.path;
/** Import links, where a link-in-bio export becomes the page's buttons. */
export const LINK_IMPORT_PATH = ROUTES.linkImport.path;
export const BIO_LINK_CUSTOMIZE_PATH = ROUTES.bioLinkCustomize.path;
export const BIO_LINK_NEW_PATH = ROUTES.bioLinkNew.path;
export const BIO_LINK_NEW_FB_PATH = ROUTES.bioLinkNewFacebook.path;
export const BIO_LINK_PREVIEW_PATH = ROUTES.bioLinkPreview.path;
export const BIO_LINK_PUBLIC_PATH = ROUTES.bioLinkPublic.path;
export const VIEW_ON_WEBSITE_PATH = ROUTES.viewOnWebsite.path;
export const WEBSITE_PERMISSIONS_PATH = ROUTES.websitePermissions.path;

/** The public page of a handle inside the app (bioLinkPublic/index?handle=…). */
export const bioLinkPublicPath = (handle: string): string =>
  `${BIO_LINK_PUBLIC_PATH}?handle=${encodeURIComponent(handle)}`;

export const BIO_TITLE_MAX = 100;
export const BUTTON_TITLE_MAX = 80;
export const DISPLAY_NAME_MAX = 50;
export const BIO_TEXT_MAX = 160;
/** Buttons on one page (BioLinkDetail.buttons) and added in one call (ButtonBatchRequest). */
export const BUTTONS_MAX = 200;
export const BUTTON_BATCH_MAX = 50;
export const SOCIAL_ACCOUNTS_MAX = 20;

export const SOCIAL_PLATFORMS = [
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'pinterest',
  'twitter',
  'threads',
  'snapchat',
  'website',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Readonly<Record<SocialPlatform, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  threads: 'Threads',
  snapchat: 'Snapchat',
  website: 'Website',
};

export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];
export const FONT_FAMILIES = ['system', 'serif', 'mono', 'rounded'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const BUTTON_SHAPE_LABELS: Readonly<Record<ButtonShape, string>> = {
  square: 'Square',
  rounded: 'Rounded',
  pill: 'Pill',
};
export const FONT_FAMILY_LABELS: Readonly<Record<FontFamily, string>> = {
  system: 'System',
  serif: 'Serif',
  mono: 'Monospace',
  rounded: 'Rounded',
};

/** What Customize look previews, marked as examples, on a page with no buttons of its own yet. */
export const EXAMPLE_BUTTONS: readonly string[] = ['Your first button', 'Another link'];

/** The avatar upload (upload_bio_avatar): the server recognises the picture by its bytes; the app checks early. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export const BIO_LINK_TEXTS = {
  avatarType: 'Choose a JPEG, PNG or WebP picture.',
  avatarSize: 'Choose a picture of at most 2 MB.',
  titleMissing: 'Give your page a title.',
  titleTooLong: `Keep the title to ${BIO_TITLE_MAX} characters.`,
  buttonTitleMissing: 'Give the button a label.',
  buttonTitleTooLong: `Keep a button label to ${BUTTON_TITLE_MAX} characters.`,
  buttonTitleTaken: 'Another button already has this label.',
  urlMissing: 'Paste the address the button leads to.',
  urlNotWeb:
    'Only web addresses starting with http:// or https:// can be used; other kinds (javascript:, data:, …) are refused.',
  urlInvalid: 'This is not a complete web address, e.g. https://www.example.com/page.',
  displayNameTooLong: `Keep the name to ${DISPLAY_NAME_MAX} characters.`,
  bioTooLong: `Keep the bio to ${BIO_TEXT_MAX} characters.`,
  tooManyButtons: `A page holds at most ${BUTTONS_MAX} buttons.`,
  tooManyNewButtons: `Add at most ${BUTTON_BATCH_MAX} buttons at a time; save, then add more.`,
  tooManySocial: `A page lists at most ${SOCIAL_ACCOUNTS_MAX} social accounts.`,
  socialTaken: 'This network is already listed; remove it first to change its address.',
} as const;

/** What is wrong with a page title, or null. */
export function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return BIO_LINK_TEXTS.titleMissing;
  return trimmed.length > BIO_TITLE_MAX ? BIO_LINK_TEXTS.titleTooLong : null;
}

/** Why a chosen picture cannot be the avatar, or null (the server checks its bytes again). */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return BIO_LINK_TEXTS.avatarType;
  return file.size > AVATAR_MAX_BYTES ? BIO_LINK_TEXTS.avatarSize : null;
}

/** Only http(s) addresses may be a button or a social account: anything else is refused with a sentence. */
export function webAddressProblem(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return BIO_LINK_TEXTS.urlMissing;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return BIO_LINK_TEXTS.urlNotWeb;
  return isUrl(trimmed) ? null : BIO_LINK_TEXTS.urlInvalid;
}

export function buttonTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return BIO_LINK_TEXTS.buttonTitleMissing;
  return trimmed.length > BUTTON_TITLE_MAX ? BIO_LINK_TEXTS.buttonTitleTooLong : null;
}

/** A button of the draft: `id` once the server has it (its clicks too); `key` names it in the editor either way. */
export interface ButtonDraft {
  key: string;
  id?: string;
  title: string;
  url: string;
  clicks: number;
  /** Where the earn rule cannot tag its retailer address, the creator keeps it untagged (a saved one: it was kept so). */
  keepUntagged?: boolean;
  /** Drawn prominently on the public page. */
  featured?: boolean;
  /** Its thumbnail: the address of one of the shop's pictures (an upload of its media library). */
  thumbnailUrl?: string;
  /** A saved button hidden by its schedule says why (off, scheduled, ended, capped); shown for the badge only. */
  scheduleState?: ScheduleState;
}

export interface SocialDraft {
  platform: SocialPlatform;
  url: string;
}

export interface ProfileDraft {
  displayName: string;
  bio: string;
}

/** What the editor changes: the name and bio at the top of the page (the look's displayName and bio), buttons, social accounts. */
export interface BioLinkDraft {
  profile: ProfileDraft;
  buttons: readonly ButtonDraft[];
  social: readonly SocialDraft[];
  /** Section headers between the buttons; none when left out. */
  headers?: readonly HeaderDraft[];
}

/** Problems of a draft by field ('displayName', 'bio', 'buttons', 'social'); empty when it can be sent. */
export function draftProblems(draft: BioLinkDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.profile.displayName.trim().length > DISPLAY_NAME_MAX)
    problems.displayName = BIO_LINK_TEXTS.displayNameTooLong;
  if (draft.profile.bio.trim().length > BIO_TEXT_MAX) problems.bio = BIO_LINK_TEXTS.bioTooLong;
  if (draft.buttons.length > BUTTONS_MAX) problems.buttons = BIO_LINK_TEXTS.tooManyButtons;
  else if (draft.buttons.filter((b) => b.id === undefined).length > BUTTON_BATCH_MAX)
    problems.buttons = BIO_LINK_TEXTS.tooManyNewButtons;
  if (draft.social.length > SOCIAL_ACCOUNTS_MAX) problems.social = BIO_LINK_TEXTS.tooManySocial;
  return problems;
}

/** What is wrong with a button about to join the draft (its label must differ from the others'), or null. */
export function newButtonProblem(
  buttons: readonly ButtonDraft[],
  title: string,
  url: string,
): { field: 'title' | 'url'; message: string } | null {
  const titleIssue = buttonTitleProblem(title);
  if (titleIssue) return { field: 'title', message: titleIssue };
  const label = title.trim().toLowerCase();
  if (buttons.some((b) => b.title.trim().toLowerCase() === label))
    return { field: 'title', message: BIO_LINK_TEXTS.buttonTitleTaken };
  const urlIssue = webAddressProblem(url);
  return urlIssue ? { field: 'url', message: urlIssue } : null;
}

export function newSocialProblem(social: readonly SocialDraft[], platform: SocialPlatform, url: string): string | null {
  if (social.some((s) => s.platform === platform)) return BIO_LINK_TEXTS.socialTaken;
  if (social.length >= SOCIAL_ACCOUNTS_MAX) return BIO_LINK_TEXTS.tooManySocial;
  return webAddressProblem(url);
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Total clicks of the page's buttons, for the tab's stats. */
export const totalClicks = (buttons: ReadonlyArray<{ clicks: number }>): number =>
  buttons.reduce((sum, b) => sum + b.clicks, 0);

export const clicksText = (clicks: number): string =>
  `${clicks.toLocaleString('en-US')} ${clicks === 1 ? 'click' : 'clicks'}`;
