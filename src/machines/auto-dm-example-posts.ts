/** An example Instagram post with its Auto DM, which the Auto DM pages' examples share. */
import type { ActorOutput } from './actor-examples';
import type { autoReplyEditorMachine } from './auto-reply-editor.machine';

type Loaded = ActorOutput<typeof autoReplyEditorMachine, 'getAutoReply'>;

export const EXAMPLE_AUTO_REPLY: NonNullable<Loaded['reply']>['autoReply'] = {
  enabled: true,
  keywords: ['link', 'tumbler'],
  commentReply: 'Sent you the link!',
  dmText: 'Here is the tumbler I use every day:',
  carouselReplyContentList: [
    {
      title: 'Stanley Quencher tumbler',
      chatButtonReqList: [{ title: 'Shop it', contentUrl: 'https://lnkm.to/s/Tq19vBn4' }],
    },
  ],
};

export const EXAMPLE_POST: NonNullable<Loaded['post']> = {
  mediaId: 'post_1',
  platform: 'instagram',
  mediaType: 'IMAGE',
  mediaUrl: 'https://images.example.com/posts/1.jpg',
  permalink: 'https://www.instagram.com/p/Cx1AbCdEf/',
  caption: 'My morning coffee setup. Comment LINK for the tumbler!',
  postedAt: '2026-11-24T08:00:00.000Z',
  scheduled: false,
  linkedContent: [],
  autoReplyResp: EXAMPLE_AUTO_REPLY,
};

export const EXAMPLE_DM: Loaded['messages']['list'][number] = {
  commentId: 'cm_1',
  mediaId: 'post_1',
  platform: 'instagram',
  commenterUsername: 'sam.shops',
  commentText: 'link please!',
  status: 'sent',
  dmText: 'Here is the tumbler I use every day:',
  cardCount: 1,
  receivedAt: '2026-11-24T09:12:00.000Z',
  sentAt: '2026-11-24T09:12:03.000Z',
};
