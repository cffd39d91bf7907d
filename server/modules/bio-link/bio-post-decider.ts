import { isDeepStrictEqual } from 'node:util';
import type { components } from '../../../src/generated/api';
import { invalid, missing } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';
import type { ProductCard } from '../creator-pages';
import { BIO_LINK_MESSAGES } from './bio-link-decider';

/**
 * A creator's synced post (Instagram or Facebook), stream `bio-post:<shopDomain>:<mediaId>`: what the network
 * reported (BioPostSynced, from Auto DM's Instagram post sync and from the operators' `bio post` command, which
 * record the same event), and the links and auto reply the creator attached (BioPostContentSet). The
 * auto reply alone is set or cleared by the Auto DM calls (BioPostAutoReplySet, null clears it): the post keeps one
 * auto reply, whichever call wrote it last.
 */

type Schemas = components['schemas'];
export type MessagingPlatform = Schemas['MessagingPlatform'];
export type AutoReply = Schemas['AutoReply'];

export interface SyncedPost {
  shopDomain: string;
  mediaId: string;
  platform: MessagingPlatform;
  mediaType: Schemas['BioMedia']['mediaType'];
  caption?: string;
  permalink?: string;
  mediaUrl?: string;
  thumbnailUrl?: string;
  postedAt: string;
  scheduled: boolean;
}

export interface StoredPostLink {
  /** Its tracked address's code (/s/{code}). */
  code: string;
  title: string;
  /** Where it leads: a link's address, or a product's with the shop's tracking id (creator-pages' productLink). */
  url: string;
  imageUrl?: string;
  productId?: string;
  /** A product item's card as it was when attached. */
  product?: ProductCard;
}

export type BioPostEvent =
  | { type: 'BioPostSynced'; data: SyncedPost }
  | {
      type: 'BioPostContentSet';
      data: { shopDomain: string; mediaId: string; items: StoredPostLink[]; autoReply?: AutoReply };
    }
  | { type: 'BioPostAutoReplySet'; data: { shopDomain: string; mediaId: string; autoReply: AutoReply | null } };

export const BIO_POST_EVENT_TYPES: readonly BioPostEvent['type'][] = [
  'BioPostSynced',
  'BioPostContentSet',
  'BioPostAutoReplySet',
];

/** Which edit_link_content version is asking: its network, whether it may name a scheduled post. */
export interface EditVersion {
  platform: MessagingPlatform;
  allowScheduled: boolean;
}

export type BioPostCommand =
  | { type: 'SyncPost'; post: SyncedPost }
  | {
      type: 'SetContent';
      shopDomain: string;
      mediaId: string;
      version: EditVersion;
      items: StoredPostLink[];
      autoReply?: AutoReply;
    }
  /** The auto reply alone (add_auto_reply…); null clears it (the scheduler's deleteSchedule). */
  | { type: 'SetAutoReply'; shopDomain: string; mediaId: string; version: EditVersion; autoReply: AutoReply | null };

export interface BioPostState {
  post: SyncedPost | null;
  items: StoredPostLink[];
  autoReply: AutoReply | null;
}

export const BIO_POST_MESSAGES = {
  otherNetwork: (platform: MessagingPlatform) =>
    platform === 'facebook'
      ? 'This is a Facebook Page post: edit it with the Facebook calls.'
      : 'This is an Instagram post: edit it with the Instagram calls.',
  scheduled: 'This post is scheduled and not published yet: only edit_link_content_V4 edits a scheduled post.',
} as const;

/** Streams of posts name the shop and the network's id; a shop name has no ':' (the contract's ShopDomain). */
export const bioPostStream = (shopDomain: string, mediaId: string) => `bio-post:${shopDomain}:${mediaId}`;

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

export const bioPostDecider: Decider<BioPostCommand, BioPostState, BioPostEvent> = {
  initialState: { post: null, items: [], autoReply: null },
  evolve(state, event) {
    if (!event.data?.shopDomain) return state;
    if (event.type === 'BioPostSynced') return { ...state, post: event.data };
    if (event.type === 'BioPostAutoReplySet') return { ...state, autoReply: event.data.autoReply };
    return { ...state, items: event.data.items, autoReply: event.data.autoReply ?? state.autoReply };
  },
  decide(command, state) {
    // Compared by value, whatever the key order: a post read back from PostgreSQL's jsonb has its keys reordered, and
    // a sync that finds a post unchanged must append nothing.
    if (command.type === 'SyncPost')
      return isDeepStrictEqual(command.post, state.post) ? [] : [{ type: 'BioPostSynced', data: command.post }];
    const { post } = state;
    // Another shop's post is answered as if it did not exist.
    if (!post || post.shopDomain !== command.shopDomain) throw missing(BIO_LINK_MESSAGES.unknownPost(command.mediaId));
    if (post.platform !== command.version.platform) throw invalid(BIO_POST_MESSAGES.otherNetwork(post.platform));
    if (post.scheduled && !command.version.allowScheduled) throw invalid(BIO_POST_MESSAGES.scheduled);
    if (command.type === 'SetAutoReply') {
      if (same(command.autoReply, state.autoReply)) return [];
      return [
        {
          type: 'BioPostAutoReplySet',
          data: { shopDomain: command.shopDomain, mediaId: command.mediaId, autoReply: command.autoReply },
        },
      ];
    }
    if (
      same(command.items, state.items) &&
      (command.autoReply === undefined || same(command.autoReply, state.autoReply))
    )
      return [];
    const { shopDomain, mediaId, items, autoReply } = command;
    return [{ type: 'BioPostContentSet', data: { shopDomain, mediaId, items, ...(autoReply ? { autoReply } : {}) } }];
  },
};
