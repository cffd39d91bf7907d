/**
 * Auto DM as the app shows it (issue 14): its routes, the texts the spec gives (§5 the gate, §8 the unlinked
 * Page), ours where it gives none, and the facts the pages derive from the contract's post (BioMedia) and its
 * auto reply. The rules a draft is checked against (keywords, carousel limits) are src/domain/auto-dm-rules.ts,
 * shared with the server.
 */
import { type AutoDmProblem, type AutoDmReply } from './auto-dm-rules';
import { CONFIRM_DEFAULT_CONTENT, CONFIRM_DEFAULT_TITLE } from './spec-constants';
import { ROUTES } from './route-table';

export { connectRedirectUri, FB_PERMISSIONS_PATH } from './facebook-return';

export const AUTO_DM_PATH = ROUTES.autoDm.path;
export const FB_AUTH_PATH = ROUTES.facebookConnect.path;
export const AUTO_REPLY_PATH = ROUTES.autoReply.path;
export const SCHEDULE_POST_PATH = ROUTES.schedulePost.path;

/** The editor of one post's (or scheduled post's) Auto DM. */
export const autoReplyPath = (mediaId: string): string => `${AUTO_REPLY_PATH}?mediaId=${encodeURIComponent(mediaId)}`;

/** Spec §5: opening Auto DM without Facebook auth or a bio link. */
export const AUTO_DM_GATE_TEXT = 'Please enable Auto DM before using this function.';
export const AUTO_DM_GATE_TOAST_MS = 3_000;

/** What connecting asks Facebook for, in the creator's words (the dialog lists the permission names). */
export const CONNECT_PERMISSIONS: ReadonlyArray<{ scope: string; why: string }> = [
  { scope: 'instagram_basic', why: 'read your Instagram professional account and its posts' },
  { scope: 'instagram_manage_comments', why: 'see the comments on your posts, to find the keywords' },
  { scope: 'instagram_manage_messages', why: 'send the direct message to the person who commented' },
  { scope: 'pages_show_list', why: 'list the Facebook Pages you manage, to pick the one linked to Instagram' },
  { scope: 'pages_manage_metadata', why: 'receive the comment notifications of that Page' },
  { scope: 'pages_messaging', why: 'send direct messages for comments on the Page’s own posts' },
];

// Ours: the spec shows no texts for the connect flow or the editor.
export const AUTO_DM_TEXTS = {
  connectCancelled: 'Facebook was not connected: the permissions dialog was cancelled. You can try again.',
  connectFailed: 'Facebook could not be connected. Try again.',
  statusFailed: 'Your Facebook connection could not be read. Check your connection and try again.',
  pageNotSelected: 'That Page could not be selected for Auto DM. Try again, or pick another Page.',
  unlinked: 'Facebook is disconnected. Your Auto DM settings are kept for when you connect the same Page again.',
  instagramUnlinked: 'Instagram is disconnected: no new posts arrive and no DM is sent until you connect again.',
  postsFailed: 'Your posts could not be loaded. Check your connection and try again.',
  editorFailed: 'This post’s Auto DM could not be loaded. Try again.',
  saved: 'Auto DM saved.',
  saveFailed: 'The Auto DM was not saved. Try again.',
  schedulerFailed: 'Your scheduled posts could not be loaded. Try again.',
  schedulerCleared: 'Auto DM scheduler cleared.',
  noScheduledPost: 'No scheduled post is waiting: schedule a post first, then set its Auto DM here.',
  pairBroken:
    'Your Facebook Page is no longer linked to your Instagram account, so no DM is sent. Link them again in the Page’s settings on Facebook (Linked accounts, Instagram), then connect again here.',
} as const;

/** Spec §8's default confirm dialog is the scheduler's Clear: its title and two lines live in spec-constants.ts. */
export const SCHEDULER_CLEAR_CONFIRM = {
  title: CONFIRM_DEFAULT_TITLE,
  content: CONFIRM_DEFAULT_CONTENT,
  confirmText: 'Clear',
  cancelText: 'Cancel',
} as const;

export const UNLINK_INSTAGRAM_CONFIRM = {
  title: 'Disconnect Instagram?',
  content: [
    'Your synced posts stay on your bio page, but no new ones arrive and Auto DM stops answering until you connect again.',
  ],
  confirmText: 'Disconnect',
  cancelText: 'Cancel',
} as const;

export const UNLINK_CONFIRM = {
  title: 'Disconnect Facebook?',
  content: [
    'Auto DM stops answering comments at once. Your keywords and messages are kept, and come back when you connect the same Page again.',
  ],
  confirmText: 'Disconnect',
  cancelText: 'Cancel',
} as const;

/** One line about a post's Auto DM for the lists: off, or on with what triggers it. */
export function autoDmSummary(autoReply: Pick<AutoDmReply, 'enabled' | 'keywords'> | undefined): string {
  if (!autoReply?.enabled) return 'Auto DM off';
  const trigger = autoReply.keywords.length === 0 ? 'any comment' : autoReply.keywords.join(', ');
  return `Auto DM on · ${trigger}`;
}

/** The network a post is on, as the lists name it. */
export const POST_NETWORK_NAMES = { instagram: 'Instagram', facebook: 'Facebook Page' } as const;

/** Posts of several lists (Instagram's, the Facebook Page's) as one, newest first; posts at the same time keep their order. */
export function newestFirst<T extends { postedAt: string }>(...lists: ReadonlyArray<readonly T[]>): T[] {
  return lists.flat().sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt));
}

/** The scheduled post the scheduler sets: the one planned soonest (the next to go live). */
export function nextScheduled<T extends { scheduled: boolean; postedAt: string }>(posts: readonly T[]): T | null {
  return posts
    .filter((p) => p.scheduled)
    .reduce<T | null>(
      (soonest, p) => (soonest === null || Date.parse(p.postedAt) < Date.parse(soonest.postedAt) ? p : soonest),
      null,
    );
}

/** A button of a card as the editor's form holds it: texts as typed, an empty address meaning none. */
export interface ButtonDraft {
  key: string;
  title: string;
  contentUrl: string;
  /** Where the earn rule cannot tag its retailer address, the creator keeps it untagged knowingly. */
  keepUntagged?: boolean;
}
export interface CardDraft {
  key: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  buttons: readonly ButtonDraft[];
}
/** The editor's form: trigger words typed as one comma-separated text, or any comment. */
export interface AutoReplyDraft {
  enabled: boolean;
  anyComment: boolean;
  keywordsText: string;
  commentReply: string;
  dmText: string;
  cards: readonly CardDraft[];
}

export const EMPTY_AUTO_REPLY_DRAFT: AutoReplyDraft = {
  enabled: true,
  anyComment: false,
  keywordsText: '',
  commentReply: '',
  dmText: '',
  cards: [],
};

/** The trigger words of the comma-separated text, blanks between commas dropped. */
export const parseKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** The form as the rules (auto-dm-rules.ts) and the calls take it. */
export function replyOfDraft(draft: AutoReplyDraft): AutoDmReply {
  return {
    enabled: draft.enabled,
    keywords: draft.anyComment ? [] : parseKeywords(draft.keywordsText),
    commentReply: draft.commentReply,
    dmText: draft.dmText,
    carouselReplyContentList: draft.cards.map((card) => ({
      title: card.title,
      subtitle: card.subtitle,
      ...(optional(card.imageUrl) ? { imageUrl: card.imageUrl.trim() } : {}),
      chatButtonReqList: card.buttons.map((b) => ({
        title: b.title,
        ...(optional(b.contentUrl)
          ? { contentUrl: b.contentUrl.trim(), ...(b.keepUntagged ? { keepUntagged: true } : {}) }
          : {}),
      })),
    })),
  };
}

/** A stored reply as the form shows it; keys name cards and buttons for the form (`next` numbers them). */
export function draftOfReply(reply: AutoDmReply, next: () => string): AutoReplyDraft {
  return {
    enabled: reply.enabled,
    // No trigger words means any comment only for a reply that is on; one never set up starts with the words field.
    anyComment: reply.enabled && reply.keywords.length === 0,
    keywordsText: reply.keywords.join(', '),
    commentReply: reply.commentReply ?? '',
    dmText: reply.dmText ?? '',
    cards: (reply.carouselReplyContentList ?? []).map((card) => ({
      key: next(),
      title: card.title,
      subtitle: card.subtitle ?? '',
      imageUrl: card.imageUrl ?? '',
      buttons: card.chatButtonReqList.map((b) => ({
        key: next(),
        title: b.title,
        contentUrl: b.contentUrl ?? '',
        ...(b.keepUntagged ? { keepUntagged: true } : {}),
      })),
    })),
  };
}

/** A problem's field as the form's pointer: the server's may start with /autoReply, the request's own key. */
const pointerOf = (problem: AutoDmProblem): string => problem.field.replace(/^\/autoReply(?=\/|$)/, '');

/** The sentences for one field of the form, by the JSON pointer the rules and the server name. */
export const problemsAt = (problems: readonly AutoDmProblem[], pointer: string): string[] =>
  problems.filter((p) => pointerOf(p) === pointer).map((p) => p.message);

/** The sentences for a field and everything under it (the trigger words: /keywords and /keywords/2). */
export const problemsUnder = (problems: readonly AutoDmProblem[], pointer: string): string[] =>
  problems.filter((p) => pointerOf(p) === pointer || pointerOf(p).startsWith(`${pointer}/`)).map((p) => p.message);
