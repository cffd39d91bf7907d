/**
 * The messaging port behind Auto DM: connecting a creator's Facebook Page and Instagram account, and sending the
 * private reply (the DM) to a comment. Two adapters: Meta's Graph API when FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and
 * FACEBOOK_WEBHOOK_VERIFY_TOKEN are set, and the built-in simulator otherwise, so Auto DM works on a fresh install
 * (comments are injected with `npm run admin -- ig comment …`, DMs are recorded, nothing leaves the machine).
 *
 * The port only talks to the network. Which comment gets which DM, the idempotency, the hourly allowance and the
 * seven-day rule are the auto-dm module's: they are the same whichever adapter sends.
 */

export type MessagingNetwork = 'instagram' | 'facebook';

/** A Facebook Page the creator manages, with the Instagram professional account linked to it, if any. */
export interface ManagedPage {
  pageId: string;
  name: string;
  pictureUrl?: string;
  /** The Page token the Graph API sends with; a secret, kept as the module keeps secrets. */
  pageAccessToken: string;
  instagramAccountId?: string;
  instagramUserName?: string;
}

/** What the permissions dialog's code is worth once exchanged. */
export interface ConnectGrant {
  facebookUserId: string;
  grantedScopes: string[];
  pages: ManagedPage[];
}

/** One card of the carousel, already validated (title ≤ 80, ≤ 3 buttons, http(s) addresses). */
export interface ReplyCard {
  title: string;
  subtitle?: string;
  imageUrl?: string;
  buttons: { title: string; url?: string }[];
}

/** A private reply: exactly one message to the author of one comment. */
export interface PrivateReply {
  network: MessagingNetwork;
  /** The Instagram account id (instagram) or the Page id (facebook) that sends. */
  senderId: string;
  pageAccessToken: string;
  commentId: string;
  /** The carousel when the auto reply has cards (the generic template), else the text. */
  message: { kind: 'text'; text: string } | { kind: 'cards'; cards: ReplyCard[] };
  /** Posted publicly under the comment as well, when the auto reply has one. */
  publicReply?: string;
}

export type SendOutcome =
  /** publicReplyError: the DM went out but the public reply under the comment did not (Meta's reason). */
  | { ok: true; messageId: string; publicReplyError?: string }
  /**
   * retryable: the network may accept it later (rate limited, temporarily down): the module queues it again.
   * pairBroken: the Page is no longer linked to the Instagram account (the module raises the system message).
   */
  | { ok: false; reason: string; retryable: boolean; pairBroken?: boolean };

/** One post of the creator as the network lists it; addresses are http(s) only (the adapter drops anything else). */
export interface NetworkPost {
  id: string;
  caption?: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  mediaUrl?: string;
  permalink?: string;
  thumbnailUrl?: string;
  /** ISO time with an offset. */
  postedAt: string;
}

/** The creator's recent posts, or why not (the same retryable and pairBroken meanings as a send's outcome). */
export type PostListOutcome =
  { ok: true; posts: NetworkPost[] } | { ok: false; reason: string; retryable: boolean; pairBroken?: boolean };

export interface MessagingPort {
  readonly kind: 'simulator' | 'graph';
  /**
   * The permissions dialog for the Connect button. `origin` is the address Linkmint was reached on (the simulator's
   * dialog is Linkmint's own /connect/facebook page).
   */
  dialogUrl(args: { state: string; redirectUri: string; origin: string; scopes: readonly string[] }): string;
  /**
   * The dialog's one-time code, exchanged for the user's grant and Pages. Throws MessagingError when refused.
   * `issuedFor` is the shop and the state the dialog was opened with: Facebook binds its codes to the app and the
   * redirect address (Linkmint binds the state to the shop); the simulator signs its codes over both.
   */
  exchangeCode(args: {
    code: string;
    redirectUri: string;
    issuedFor: { shopDomain: string; state: string };
  }): Promise<ConnectGrant>;
  /** Sends the private reply; never throws for what the network answered (that is the outcome). */
  sendPrivateReply(reply: PrivateReply): Promise<SendOutcome>;
  /**
   * The account's most recent posts, newest first, at most `limit`. Instagram only for now: a Page's own posts
   * (network 'facebook') still come from `npm run admin -- bio post`. Never throws for what the network answered.
   */
  listRecentPosts(args: {
    network: MessagingNetwork;
    accountId: string;
    pageAccessToken: string;
    limit: number;
  }): Promise<PostListOutcome>;
  /** X-Hub-Signature-256 of a webhook delivery, checked against the app secret over the raw body. */
  verifySignature(rawBody: Uint8Array, header: string | undefined): boolean;
  /** The hub.verify_token of the subscription handshake. */
  verifyToken(token: string): boolean;
}

/** A refusal to show the creator (a bad or used code, the network down). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 502 | 503,
    /** What went wrong, for the logs; built by the adapter, never a token or the app secret. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MessagingError';
  }
}

/** Meta's limits on private replies (Instagram Platform, private replies). */
export const PRIVATE_REPLIES_PER_HOUR = 750;
export const PRIVATE_REPLY_WINDOW_DAYS = 7;
