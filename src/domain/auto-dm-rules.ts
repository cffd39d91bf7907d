/**
 * Rules of an Auto DM (the automatic direct message a comment on a post triggers), shared by the server and the
 * app's editor: which comments trigger it, and the limits of its carousel with the sentences a refused field gets
 * (the same in the envelope and under the field). The limits are Instagram's generic template's.
 */

export const AUTO_DM_LIMITS = {
  keywords: 20,
  keywordLength: 50,
  cards: 10,
  cardTitle: 80,
  cardSubtitle: 80,
  buttons: 3,
  buttonTitle: 20,
  dmText: 1000,
  commentReply: 500,
} as const;

export interface AutoDmButton {
  title: string;
  contentUrl?: string;
  /** Where a retailer address cannot carry the creator's tag, keep it untagged (the earn rule, earn-rule.ts). */
  keepUntagged?: boolean;
}

export interface AutoDmCard {
  title: string;
  subtitle?: string;
  imageUrl?: string;
  chatButtonReqList: AutoDmButton[];
}

export interface AutoDmReply {
  enabled: boolean;
  keywords: string[];
  commentReply?: string;
  dmText?: string;
  carouselReplyContentList?: AutoDmCard[];
}

export interface AutoDmProblem {
  /** JSON pointer under the request's autoReply. */
  field: string;
  message: string;
}

const L = AUTO_DM_LIMITS;

export const AUTO_DM_MESSAGES = {
  emptyKeyword: 'A trigger word cannot be empty.',
  longKeyword: (word: string) =>
    `The trigger word "${word.slice(0, 20)}…" is too long: at most ${L.keywordLength} characters.`,
  tooManyKeywords: `An Auto DM has at most ${L.keywords} trigger words.`,
  duplicateKeyword: (word: string) => `"${word}" is listed twice as a trigger word (capitals do not count).`,
  tooManyCards: `The carousel holds at most ${L.cards} cards.`,
  noCardTitle: (card: number) => `Card ${card} needs a title.`,
  longCardTitle: (card: number) => `The title of card ${card} is too long: at most ${L.cardTitle} characters.`,
  longSubtitle: (card: number) => `The subtitle of card ${card} is too long: at most ${L.cardSubtitle} characters.`,
  tooManyButtons: (card: number) => `Card ${card} has more than ${L.buttons} buttons.`,
  noButtonTitle: (card: number, button: number) => `Button ${button} of card ${card} needs a title.`,
  longButtonTitle: (card: number, button: number) =>
    `The title of button ${button} of card ${card} is too long: at most ${L.buttonTitle} characters.`,
  badContentUrl: (card: number, button: number) =>
    `Button ${button} of card ${card} must lead to a web address starting with http:// or https://.`,
  badImageUrl: (card: number) => `The picture of card ${card} must be a web address starting with http:// or https://.`,
  longDmText: `The message is too long: at most ${L.dmText} characters.`,
  longCommentReply: `The public reply is too long: at most ${L.commentReply} characters.`,
  nothingToSend: 'Write a message or add at least one card before turning Auto DM on.',
} as const;

/** An absolute http(s) address with a host, as the URL parser reads it. */
export function isHttpAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every problem of an auto reply, in field order; empty when it may be stored. */
export function autoDmProblems(reply: AutoDmReply): AutoDmProblem[] {
  const problems: AutoDmProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (reply.keywords.length > L.keywords) add('/keywords', AUTO_DM_MESSAGES.tooManyKeywords);
  const seen = new Set<string>();
  reply.keywords.forEach((word, i) => {
    const trimmed = word.trim();
    if (trimmed === '') add(`/keywords/${i}`, AUTO_DM_MESSAGES.emptyKeyword);
    else if (trimmed.length > L.keywordLength) add(`/keywords/${i}`, AUTO_DM_MESSAGES.longKeyword(trimmed));
    const key = trimmed.toLowerCase();
    if (trimmed !== '' && seen.has(key)) add(`/keywords/${i}`, AUTO_DM_MESSAGES.duplicateKeyword(trimmed));
    seen.add(key);
  });
  if ((reply.commentReply ?? '').length > L.commentReply) add('/commentReply', AUTO_DM_MESSAGES.longCommentReply);
  if ((reply.dmText ?? '').length > L.dmText) add('/dmText', AUTO_DM_MESSAGES.longDmText);
  const cards = reply.carouselReplyContentList ?? [];
  if (cards.length > L.cards) add('/carouselReplyContentList', AUTO_DM_MESSAGES.tooManyCards);
  cards.forEach((card, c) => {
    const n = c + 1;
    const at = `/carouselReplyContentList/${c}`;
    const title = card.title.trim();
    if (title === '') add(`${at}/title`, AUTO_DM_MESSAGES.noCardTitle(n));
    else if (title.length > L.cardTitle) add(`${at}/title`, AUTO_DM_MESSAGES.longCardTitle(n));
    if ((card.subtitle ?? '').length > L.cardSubtitle) add(`${at}/subtitle`, AUTO_DM_MESSAGES.longSubtitle(n));
    if (card.imageUrl !== undefined && !isHttpAddress(card.imageUrl))
      add(`${at}/imageUrl`, AUTO_DM_MESSAGES.badImageUrl(n));
    if (card.chatButtonReqList.length > L.buttons) add(`${at}/chatButtonReqList`, AUTO_DM_MESSAGES.tooManyButtons(n));
    card.chatButtonReqList.forEach((button, b) => {
      const label = button.title.trim();
      if (label === '') add(`${at}/chatButtonReqList/${b}/title`, AUTO_DM_MESSAGES.noButtonTitle(n, b + 1));
      else if (label.length > L.buttonTitle)
        add(`${at}/chatButtonReqList/${b}/title`, AUTO_DM_MESSAGES.longButtonTitle(n, b + 1));
      if (button.contentUrl !== undefined && !isHttpAddress(button.contentUrl))
        add(`${at}/chatButtonReqList/${b}/contentUrl`, AUTO_DM_MESSAGES.badContentUrl(n, b + 1));
    });
  });
  if (reply.enabled && (reply.dmText ?? '').trim() === '' && cards.length === 0)
    add('/dmText', AUTO_DM_MESSAGES.nothingToSend);
  return problems;
}

/** The reply as stored: words and titles trimmed, empty optional texts left out. Call it on a reply without problems. */
export function normaliseAutoDm(
  reply: AutoDmReply,
): Required<Pick<AutoDmReply, 'enabled' | 'keywords' | 'carouselReplyContentList'>> &
  Pick<AutoDmReply, 'commentReply' | 'dmText'> {
  const text = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);
  const commentReply = text(reply.commentReply);
  const dmText = text(reply.dmText);
  return {
    enabled: reply.enabled,
    keywords: reply.keywords.map((word) => word.trim()),
    ...(commentReply !== undefined ? { commentReply } : {}),
    ...(dmText !== undefined ? { dmText } : {}),
    carouselReplyContentList: (reply.carouselReplyContentList ?? []).map((card) => {
      const subtitle = text(card.subtitle);
      return {
        title: card.title.trim(),
        ...(subtitle !== undefined ? { subtitle } : {}),
        ...(card.imageUrl !== undefined ? { imageUrl: card.imageUrl } : {}),
        chatButtonReqList: card.chatButtonReqList.map((button) => ({
          title: button.title.trim(),
          ...(button.contentUrl !== undefined ? { contentUrl: button.contentUrl } : {}),
          ...(button.contentUrl !== undefined && button.keepUntagged ? { keepUntagged: true } : {}),
        })),
      };
    }),
  };
}

/** Whether any button of the carousel carries a contentUrl (the app's isContentUrl on a media item). */
export const hasContentUrl = (reply: Pick<AutoDmReply, 'carouselReplyContentList'> | undefined): boolean =>
  (reply?.carouselReplyContentList ?? []).some((card) =>
    card.chatButtonReqList.some((button) => button.contentUrl !== undefined),
  );

/** Letters and digits of any script (and marks joined to them) make words; everything else separates them. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function isBoundary(text: string, index: number): boolean {
  const char = text[index];
  return char === undefined || !WORD_CHAR.test(char);
}

/**
 * Whether a comment triggers the auto reply: a trigger word (or phrase) appears in it as a whole word, capitals
 * ignored ("Link" matches "link please" but not "linking"); no trigger words means every comment does.
 */
export function commentMatches(keywords: readonly string[], comment: string): boolean {
  const words = keywords.map((word) => word.trim().toLowerCase()).filter((word) => word !== '');
  if (words.length === 0) return true;
  const text = comment.toLowerCase();
  return words.some((word) => {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      if (isBoundary(text, at - 1) && isBoundary(text, at + word.length)) return true;
    }
    return false;
  });
}
