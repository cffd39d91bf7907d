import { describe, it } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../../server/modules/bio-link/bio-link-decider';
import {
  BIO_POST_MESSAGES,
  bioPostDecider,
  type BioPostCommand,
  type BioPostEvent,
  type SyncedPost,
} from '../../../server/modules/bio-link/bio-post-decider';
import { SPEC_NOW, spec } from '../../support/decider-spec';

const at = SPEC_NOW.toISOString();
const shopDomain = 'shop-a';
const posts = spec(bioPostDecider);
const post: SyncedPost = {
  shopDomain,
  mediaId: 'm1',
  platform: 'instagram',
  mediaType: 'IMAGE',
  postedAt: at,
  scheduled: false,
};
const synced: BioPostEvent = { type: 'BioPostSynced', data: post };
const scheduled: BioPostEvent = { type: 'BioPostSynced', data: { ...post, scheduled: true } };
const reply = { enabled: true, keywords: ['link'], carouselReplyContentList: [] };
const link = { code: 'Abc12345', title: 'My pick', url: 'https://example.com/pick' };
const instagram = (allowScheduled: boolean) => ({ platform: 'instagram' as const, allowScheduled });
const setReply = (allowScheduled: boolean, autoReply: typeof reply | null) =>
  ({ type: 'SetAutoReply', shopDomain, mediaId: 'm1', version: instagram(allowScheduled), autoReply }) as const;
const setContent = (items: (typeof link)[], shop = shopDomain) =>
  ({ type: 'SetContent', shopDomain: shop, mediaId: 'm1', version: instagram(false), items }) as const;

describe('bio post decider', () => {
  it('records a synced post once: the same report again, keys in any order, decides nothing', () => {
    posts.given([]).when({ type: 'SyncPost', post }).then([synced]);
    const reordered = Object.fromEntries(Object.entries(post).reverse()) as unknown as SyncedPost;
    posts.given([synced]).when({ type: 'SyncPost', post: reordered }).thenNothingHappens();
    posts
      .given([synced])
      .when({ type: 'SyncPost', post: { ...post, caption: 'new' } })
      .then([{ type: 'BioPostSynced', data: { ...post, caption: 'new' } }]);
  });

  it("attaches links to the creator's own post; another shop's post and an unknown one are not found", () => {
    posts
      .given([synced])
      .when(setContent([link]))
      .then([{ type: 'BioPostContentSet', data: { shopDomain, mediaId: 'm1', items: [link] } }]);
    posts
      .given([synced, { type: 'BioPostContentSet', data: { shopDomain, mediaId: 'm1', items: [link] } }])
      .when(setContent([link]))
      .thenNothingHappens();
    posts
      .given([synced])
      .when(setContent([link], 'shop-b'))
      .thenThrows('not-found', BIO_LINK_MESSAGES.unknownPost('m1'));
    posts
      .given([])
      .when(setContent([link]))
      .thenThrows('not-found', BIO_LINK_MESSAGES.unknownPost('m1'));
  });

  it('is edited through the calls of its own network', () => {
    posts
      .given([synced])
      .when({
        type: 'SetContent',
        shopDomain,
        mediaId: 'm1',
        version: { platform: 'facebook', allowScheduled: true },
        items: [],
      })
      .thenThrows('invalid', BIO_POST_MESSAGES.otherNetwork('instagram'));
  });

  it('a scheduled post takes links through v4 only', () => {
    const scheduledContent = (allowScheduled: boolean): BioPostCommand => ({
      type: 'SetContent',
      shopDomain,
      mediaId: 'm1',
      version: instagram(allowScheduled),
      items: [link],
    });
    posts.given([scheduled]).when(scheduledContent(false)).thenThrows('invalid', BIO_POST_MESSAGES.scheduled);
    posts
      .given([scheduled])
      .when(scheduledContent(true))
      .then([{ type: 'BioPostContentSet', data: { shopDomain, mediaId: 'm1', items: [link] } }]);
  });

  it('keeps one auto reply, set and cleared alone; a scheduled post only through v4', () => {
    posts.given([scheduled]).when(setReply(false, reply)).thenThrows('invalid', BIO_POST_MESSAGES.scheduled);
    const set: BioPostEvent = { type: 'BioPostAutoReplySet', data: { shopDomain, mediaId: 'm1', autoReply: reply } };
    posts.given([scheduled]).when(setReply(true, reply)).then([set]);
    posts.given([scheduled, set]).when(setReply(true, reply)).thenNothingHappens();
    posts
      .given([scheduled, set])
      .when(setReply(true, null))
      .then([{ type: 'BioPostAutoReplySet', data: { shopDomain, mediaId: 'm1', autoReply: null } }]);
  });
});
