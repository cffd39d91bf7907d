/**
 * bioLinkPublic/index?handle=…: a creator's public bio page inside the app, read from the public calls the
 * audience's page uses (bio_web: buttons, social accounts, posts, most popular, trending), so a creator sees any
 * page exactly as its visitors do. An unknown or malformed handle says the page does not exist.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  bioWebGetButtonList,
  bioWebGetMostPopular,
  bioWebGetSocialAccountList,
  bioWebGetTrending,
  getUserMediaList,
} from '../api/bio-link';
import { isHandle } from '../domain/validators';
import { isMissingAnswer } from './link-failures';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type PublicButton = Awaited<ReturnType<typeof bioWebGetButtonList>>['list'][number];
export type PublicSocialAccount = Awaited<ReturnType<typeof bioWebGetSocialAccountList>>['list'][number];
export type PublicPopularItem = Awaited<ReturnType<typeof bioWebGetMostPopular>>['list'][number];
export type PublicPost = Awaited<ReturnType<typeof getUserMediaList>>['list'][number];

export interface PublicBioPage {
  buttons: readonly PublicButton[];
  social: readonly PublicSocialAccount[];
  posts: readonly PublicPost[];
  popular: readonly PublicPopularItem[];
  trending: readonly PublicPopularItem[];
}

/** Posts shown on the in-app public page (the newest). */
export const PUBLIC_POSTS_PAGE_SIZE = 12;

export interface BioLinkPublicContext {
  handle: string;
  page: PublicBioPage | null;
  failure: string | null;
}

export type BioLinkPublicEvent = { type: 'public.retry' };

export const PUBLIC_PAGE_NOT_FOUND = 'There is no bio link page at this handle.';
export const PUBLIC_PAGE_LOAD_FAILED = 'This bio link page could not be loaded. Try again.';

export const bioLinkPublicMachine = setup({
  types: {
    context: {} as BioLinkPublicContext,
    events: {} as BioLinkPublicEvent,
    input: {} as { handle: string | null },
    tags: {} as 'busy' | 'error' | 'not-found',
  },
  actors: {
    getUserMediaList: fromPromise<PublicBioPage, { handle: string }>(async ({ input, signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const { handle } = input;
      // The buttons first: an unknown handle answers 404 there before anything else is asked.
      const buttons = await bioWebGetButtonList({ handle }, quiet);
      const [social, posts, popular, trending] = await Promise.all([
        bioWebGetSocialAccountList({ handle }, quiet),
        getUserMediaList({ handle, pageNum: 1, pageSize: PUBLIC_POSTS_PAGE_SIZE }, quiet),
        bioWebGetMostPopular({ handle }, quiet),
        bioWebGetTrending({ handle }, quiet),
      ]);
      return {
        buttons: buttons.list,
        social: social.list,
        posts: posts.list,
        popular: popular.list,
        trending: trending.list,
      };
    }),
  },
  guards: {
    isHandleValid: ({ context }) => isHandle(context.handle),
    isMissing: isMissingAnswer,
  },
  actions: {
    assignPage: assign((_, output: PublicBioPage) => ({ page: output, failure: null })),
    assignNotFound: assign({ failure: PUBLIC_PAGE_NOT_FOUND }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, PUBLIC_PAGE_LOAD_FAILED),
    })),
  },
}).createMachine({
  id: 'bioLinkPublic',
  description: 'A public bio page in the app, read from the public bio_web calls by handle.',
  context: ({ input }) => ({ handle: (input.handle ?? '').trim(), page: null, failure: null }),
  initial: 'start',
  states: {
    start: {
      description: 'Is there a handle to read?',
      always: [
        { guard: 'isHandleValid', target: 'loading', description: 'A handle: read its page.' },
        { target: 'notFound', actions: 'assignNotFound', description: 'No handle, or not one a page can have.' },
      ],
    },
    loading: {
      description:
        'bio_web get_button_list, then get_social_account_list, get_user_media_list, get_most_popular and get_trending.',
      tags: ['busy'],
      invoke: {
        id: 'getUserMediaList',
        src: 'getUserMediaList',
        input: ({ context }) => ({ handle: context.handle }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignPage', params: doneOutput },
          description: 'The page shows as its visitors see it.',
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'notFound',
            actions: 'assignNotFound',
            description: 'No page at this handle (404).',
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'Not loaded: say why and offer to retry.',
          },
        ],
      },
    },
    ready: { description: 'The public page: social icons, buttons, most popular, trending and posts.' },
    notFound: { description: 'There is no page at this handle.', tags: ['not-found'] },
    failed: {
      description: 'The page could not be read.',
      tags: ['error'],
      on: { 'public.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type BioLinkPublicSnapshot = SnapshotFrom<typeof bioLinkPublicMachine>;

export const card = {
  machine: bioLinkPublicMachine,
  title: 'Public bio page in the app',
  spec: '§2 bioLinkPublic/index; §7 bio_web calls; issue 13',
  screen: 'bioLinkPublic',
  input: { handle: 'jane' },
} satisfies MachineCard<typeof bioLinkPublicMachine>;
