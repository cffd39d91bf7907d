/**
 * Auto DM's home (autoDm/index) and the Auto DM part of the Bio Link + Auto DM tab (home/biolink), issues 14 and 24:
 * whether Auto DM can work (Facebook authorised, checkHasAuth/V3, and a bio link, has_bioLink: the gate of spec §5),
 * the connection (fbConnectStatus), and the creator's Instagram and Facebook Page posts (get_blogger_media_list_v2,
 * get_blogger_facebook_media_list) each with its Auto DM and how many DMs it triggered. Until Instagram is connected
 * the tab shows the 'Connect Instagram' card, which leads to the connection (fbAuth). Opening Auto DM, a post's editor
 * or the scheduler without the gate open toasts 'Please enable Auto DM before using this function.' for 3 s instead.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkHasAuthV3, fbConnectStatus, getAutoReplyMessages } from '../api/auto-dm';
import { getBloggerFacebookMediaList, getBloggerMediaListV2, hasBioLink } from '../api/bio-link';
import { hasContentUrl } from '../domain/auto-dm-rules';
import {
  AUTO_DM_GATE_TEXT,
  AUTO_DM_GATE_TOAST_MS,
  AUTO_DM_PATH,
  AUTO_DM_TEXTS,
  FB_AUTH_PATH,
  SCHEDULE_POST_PATH,
  autoReplyPath,
  newestFirst,
} from '../domain/auto-dm';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type BioPost = Awaited<ReturnType<typeof getBloggerMediaListV2>>['facebookMediaRespV2List'][number];
export type ConnectStatus = Awaited<ReturnType<typeof fbConnectStatus>>;

/** A post as the lists show it: spec §3's isContentUrl set by the client, and the DMs its comments triggered. */
export type PostRow = BioPost & { isContentUrl: boolean; dmCount: number };

export interface AutoDmOverview {
  hasAuth: boolean;
  hasBioLink: boolean;
  status: ConnectStatus | null;
  posts: readonly PostRow[];
  total: number;
}

export interface AutoDmPostsContext {
  overview: AutoDmOverview | null;
  failure: string | null;
}

export type AutoDmPostsEvent =
  | { type: 'autoDm.open' }
  | { type: 'autoDm.connect' }
  | { type: 'autoDm.scheduler' }
  | { type: 'autoDm.refresh' }
  | { type: 'autoDm.retry' }
  | { type: 'post.open'; mediaId: string };

export type AutoDmPostsEmitted =
  { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string; durationMs?: number };

/** Posts of each network one page of the lists shows. */
export const POSTS_PAGE_SIZE = 50;

export const autoDmPostsMachine = setup({
  types: {
    context: {} as AutoDmPostsContext,
    events: {} as AutoDmPostsEvent,
    emitted: {} as AutoDmPostsEmitted,
    tags: {} as 'busy' | 'error' | 'enabled' | 'not-connected',
  },
  actors: {
    // The gate's two facts, the connection and the posts of both networks, together; then each post's DM count.
    loadAutoDm: fromPromise<AutoDmOverview>(async ({ signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const [auth, bio, status, instagram, facebook] = await Promise.all([
        checkHasAuthV3({}, quiet),
        hasBioLink({}, quiet),
        fbConnectStatus({}, quiet).catch(() => null),
        getBloggerMediaListV2({ pageSize: POSTS_PAGE_SIZE }, quiet),
        getBloggerFacebookMediaList({ pageSize: POSTS_PAGE_SIZE }, quiet),
      ]);
      const posts = await Promise.all(
        newestFirst(instagram.facebookMediaRespV2List, facebook.facebookFbMediaList).map(async (post) => {
          const dms = post.autoReplyResp
            ? (await getAutoReplyMessages({ mediaId: post.mediaId, pageSize: 1 }, quiet)).total
            : 0;
          return { ...post, isContentUrl: hasContentUrl(post.autoReplyResp), dmCount: dms };
        }),
      );
      return {
        hasAuth: auth.hasAuth,
        hasBioLink: bio.hasBioLink,
        status,
        posts,
        total: instagram.total + facebook.total,
      };
    }),
  },
  guards: {
    isAutoDmEnabled: (_, { hasAuth, hasBioLink: bio }: AutoDmOverview) => {
      return hasAuth && bio;
    },
    isNotConnected: (_, output: AutoDmOverview) => !output.hasAuth,
  },
  actions: {
    assignOverview: assign((_, output: AutoDmOverview) => ({ overview: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.postsFailed),
    })),
    notifyGate: emit({ type: 'toast.show', text: AUTO_DM_GATE_TEXT, durationMs: AUTO_DM_GATE_TOAST_MS }),
    navigateToAutoDm: emit({ type: 'route.navigate', path: AUTO_DM_PATH }),
    navigateToConnect: emit({ type: 'route.navigate', path: FB_AUTH_PATH }),
    navigateToScheduler: emit({ type: 'route.navigate', path: SCHEDULE_POST_PATH }),
    navigateToEditor: emit(({ event }) => {
      assertEvent(event, 'post.open');
      return { type: 'route.navigate' as const, path: autoReplyPath(event.mediaId) };
    }),
  },
}).createMachine({
  id: 'autoDmPosts',
  description:
    "Auto DM's home and the tab's Auto DM part: the gate (Facebook auth and a bio link), the connection, and each Instagram or Facebook post's Auto DM.",
  context: { overview: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description:
        'checkHasAuth/V3, has_bioLink, fbConnectStatus, get_blogger_media_list_v2 and get_blogger_facebook_media_list, then the DMs of each post with an Auto DM.',
      tags: ['busy'],
      invoke: {
        id: 'loadAutoDm',
        src: 'loadAutoDm',
        onDone: [
          {
            guard: { type: 'isAutoDmEnabled', params: doneOutput },
            target: 'enabled',
            actions: { type: 'assignOverview', params: doneOutput },
            description: 'Facebook authorised and a bio link: Auto DM can be set up.',
          },
          {
            guard: { type: 'isNotConnected', params: doneOutput },
            target: 'gated.notConnected',
            actions: { type: 'assignOverview', params: doneOutput },
            description:
              'Instagram is not connected (or a permission is missing, or the Page lost its Instagram account).',
          },
          {
            target: 'gated.noBioLink',
            actions: { type: 'assignOverview', params: doneOutput },
            description: 'Connected, but no bio link page yet: Auto DM has no page to send from.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not loaded: say why and offer to retry.',
        },
      },
    },
    enabled: {
      description: 'Auto DM works: the posts open their editor, the scheduler and Auto DM open.',
      tags: ['enabled'],
      on: {
        'autoDm.open': { actions: 'navigateToAutoDm', description: 'Open Auto DM (autoDm/index).' },
        'post.open': {
          actions: 'navigateToEditor',
          description: "Open the post's Auto DM editor (setting/autoReply).",
        },
        'autoDm.scheduler': {
          actions: 'navigateToScheduler',
          description: 'Open the auto reply scheduler (setting/schedulePost).',
        },
        'autoDm.connect': { actions: 'navigateToConnect', description: 'The connection page (fbAuth/index).' },
        'autoDm.refresh': { target: 'loading', description: 'Read everything again.' },
      },
    },
    gated: {
      description:
        'Without Facebook auth or a bio link: the Auto DM entries toast the gate (3 s); the connection page opens.',
      initial: 'notConnected',
      on: {
        'autoDm.open': {
          actions: 'notifyGate',
          description: "Spec §5: 'Please enable Auto DM before using this function.' for 3 s.",
        },
        'post.open': { actions: 'notifyGate', description: 'The same toast: no editor without Auto DM.' },
        'autoDm.scheduler': { actions: 'notifyGate', description: 'The same toast: no scheduler without Auto DM.' },
        'autoDm.connect': {
          actions: 'navigateToConnect',
          description: "'Connect Instagram' (or Connect): the connection page (fbAuth/index).",
        },
        'autoDm.refresh': { target: 'loading', description: 'Read everything again.' },
      },
      states: {
        notConnected: {
          description: "Instagram is not connected: the tab shows the 'Connect Instagram' card.",
          tags: ['not-connected'],
        },
        noBioLink: {
          description: 'Connected, but no bio link page to send links from yet.',
        },
      },
    },
    failed: {
      description: 'Not loaded; a retry button shows.',
      tags: ['error'],
      on: { 'autoDm.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type AutoDmPostsSnapshot = SnapshotFrom<typeof autoDmPostsMachine>;

export const card = {
  machine: autoDmPostsMachine,
  title: 'Auto DM: posts and gate',
  spec: '§2 autoDm/index, home/biolink; §3 isContentUrl; §5 Auto DM gate (3 s); §7 checkHasAuth/V3, has_bioLink, get_blogger_media_list_v2, get_blogger_facebook_media_list; issues 14 and 24 (Connect Instagram card, Facebook posts)',
  screen: 'autoDm',
} satisfies MachineCard<typeof autoDmPostsMachine>;
