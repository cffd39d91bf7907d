/**
 * setting/autoReply?mediaId=…: the Auto DM of one post, an Instagram post published or scheduled or a Facebook Page
 * post (issues 14 and 24). The creator edits a draft (on or off, trigger words or any comment, the DM text, the
 * public reply, up to ten cards of up to three buttons) that the shared rules (src/domain/auto-dm-rules.ts) check as
 * they type; Save runs check_add_auto_reply_v4 first, so the server's problems show by field and nothing is stored,
 * then add_auto_reply_v4 (with the post's network). Below the form, the DMs the post's comments triggered
 * (get_auto_reply_messages).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addAutoReplyV4, checkAddAutoReplyV4, getAutoReply, getAutoReplyMessages } from '../api/auto-dm';
import { getBloggerFacebookMediaList, getBloggerMediaListV3 } from '../api/bio-link';
import { AUTO_DM_LIMITS, autoDmProblems, normaliseAutoDm, type AutoDmProblem } from '../domain/auto-dm-rules';
import {
  AUTO_DM_PATH,
  AUTO_DM_TEXTS,
  EMPTY_AUTO_REPLY_DRAFT,
  draftOfReply,
  replyOfDraft,
  type AutoReplyDraft,
  type ButtonDraft,
  type CardDraft,
} from '../domain/auto-dm';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type AutoReplyPost = Awaited<ReturnType<typeof getBloggerMediaListV3>>['facebookMediaRespV2List'][number];
export type MediaAutoReply = Awaited<ReturnType<typeof getAutoReply>>;
export type AutoReplyMessage = Awaited<ReturnType<typeof getAutoReplyMessages>>['list'][number];
export interface AutoReplyMessages {
  list: readonly AutoReplyMessage[];
  total: number;
}

/** What the editor reads: the post (null when the shop has none by that id), its Auto DM and its DMs. */
export interface AutoReplyLoaded {
  post: AutoReplyPost | null;
  reply: MediaAutoReply | null;
  messages: AutoReplyMessages;
}

export interface SaveRequest {
  mediaId: string;
  platform: AutoReplyPost['platform'];
  autoReply: ReturnType<typeof normaliseAutoDm>;
}

export type CheckAnswer = Awaited<ReturnType<typeof checkAddAutoReplyV4>>;

export interface AutoReplyEditorContext {
  mediaId: string | null;
  post: AutoReplyPost | null;
  draft: AutoReplyDraft;
  dirty: boolean;
  /** The shared rules' problems of the draft, as it is now. */
  problems: readonly AutoDmProblem[];
  /** What check_add_auto_reply_v4 answered for the draft last sent; cleared by the next change. */
  serverProblems: readonly AutoDmProblem[];
  messages: AutoReplyMessages;
  failure: string | null;
  nextKey: number;
}

type CardField = 'title' | 'subtitle' | 'imageUrl';
type ButtonField = 'title' | 'contentUrl';
type DraftField = 'keywordsText' | 'dmText' | 'commentReply';

export type AutoReplyEditorEvent =
  | { type: 'draft.enabled'; value: boolean }
  | { type: 'draft.anyComment'; value: boolean }
  | { type: 'draft.text'; field: DraftField; value: string }
  | { type: 'card.add' }
  | { type: 'card.remove'; card: string }
  | { type: 'card.text'; card: string; field: CardField; value: string }
  | { type: 'button.add'; card: string }
  | { type: 'button.remove'; card: string; button: string }
  | { type: 'button.text'; card: string; button: string; field: ButtonField; value: string }
  | { type: 'button.keep'; card: string; button: string; keep: boolean }
  | { type: 'editor.save' }
  | { type: 'editor.retry' }
  | { type: 'editor.back' }
  | { type: 'messages.refresh' };

export type AutoReplyEditorEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

const EMPTY_MESSAGES: AutoReplyMessages = { list: [], total: 0 };
export const MESSAGES_PAGE_SIZE = 50;
/** Posts of each network read to find the one being edited (the lists' largest page). */
const POST_LOOKUP_SIZE = 100;

/** The shop's post by that id: an Instagram post (published or scheduled) or a Facebook Page post. */
async function readPost(mediaId: string, signal: AbortSignal): Promise<AutoReplyPost | null> {
  const quiet = { signal, ignoreErrors: true };
  const [instagram, facebook] = await Promise.all([
    getBloggerMediaListV3({ includeScheduled: true, pageSize: POST_LOOKUP_SIZE }, quiet),
    getBloggerFacebookMediaList({ pageSize: POST_LOOKUP_SIZE }, quiet),
  ]);
  return (
    [...instagram.facebookMediaRespV2List, ...facebook.facebookFbMediaList].find((p) => p.mediaId === mediaId) ?? null
  );
}

const readMessages = async (mediaId: string, signal: AbortSignal): Promise<AutoReplyMessages> =>
  getAutoReplyMessages({ mediaId, pageSize: MESSAGES_PAGE_SIZE }, { signal, ignoreErrors: true });

/** The draft after a change: the rules run again, the server's last answer no longer applies. */
function changed(draft: AutoReplyDraft) {
  return { draft, dirty: true, problems: autoDmProblems(replyOfDraft(draft)), serverProblems: [] };
}

const mapCard = (draft: AutoReplyDraft, key: string, change: (card: CardDraft) => CardDraft): AutoReplyDraft => ({
  ...draft,
  cards: draft.cards.map((c) => (c.key === key ? change(c) : c)),
});

const mapButton = (card: CardDraft, key: string, change: (button: ButtonDraft) => ButtonDraft): CardDraft => ({
  ...card,
  buttons: card.buttons.map((b) => (b.key === key ? change(b) : b)),
});

/** The editor's state once a reply is read or saved: its draft, nothing pending. */
function startFrom(reply: MediaAutoReply | null, nextKey: number) {
  let key = nextKey;
  const draft = reply ? draftOfReply(reply.autoReply, () => `k${key++}`) : EMPTY_AUTO_REPLY_DRAFT;
  return {
    draft,
    dirty: false,
    problems: autoDmProblems(replyOfDraft(draft)),
    serverProblems: [],
    failure: null,
    nextKey: key,
  };
}

export const autoReplyEditorMachine = setup({
  types: {
    context: {} as AutoReplyEditorContext,
    events: {} as AutoReplyEditorEvent,
    input: {} as { mediaId: string | null },
    emitted: {} as AutoReplyEditorEmitted,
    tags: {} as 'busy' | 'error' | 'not-found' | 'saving',
  },
  actors: {
    // The post (to name it and know it is the shop's), its Auto DM and its DMs, together.
    getAutoReply: fromPromise<AutoReplyLoaded, { mediaId: string }>(async ({ input, signal }) => {
      const post = await readPost(input.mediaId, signal);
      if (!post) return { post: null, reply: null, messages: EMPTY_MESSAGES };
      const [reply, messages] = await Promise.all([
        getAutoReply({ mediaId: input.mediaId, platform: post.platform }, { signal, ignoreErrors: true }),
        readMessages(input.mediaId, signal),
      ]);
      return { post, reply, messages };
    }),
    getAutoReplyMessages: fromPromise<AutoReplyMessages, { mediaId: string }>(({ input, signal }) =>
      readMessages(input.mediaId, signal),
    ),
    checkAddAutoReplyV4: fromPromise<CheckAnswer, SaveRequest>(({ input, signal }) =>
      checkAddAutoReplyV4(input, { signal, ignoreErrors: true }),
    ),
    addAutoReplyV4: fromPromise<MediaAutoReply, SaveRequest>(({ input, signal }) =>
      addAutoReplyV4(input, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    hasMediaId: ({ context }) => context.mediaId !== null && context.mediaId !== '',
    isShopPost: (_, output: AutoReplyLoaded) => output.post !== null,
    hasProblems: ({ context }) => context.problems.length > 0,
    isAccepted: (_, output: CheckAnswer) => output.ok,
    canAddCard: ({ context }) => context.draft.cards.length < AUTO_DM_LIMITS.cards,
    isDraftCard: ({ context, event }) => {
      assertEvent(event, ['card.remove', 'card.text', 'button.add']);
      return context.draft.cards.some((c) => c.key === event.card);
    },
    canAddButton: ({ context, event }) => {
      assertEvent(event, 'button.add');
      const card = context.draft.cards.find((c) => c.key === event.card);
      return card !== undefined && card.buttons.length < AUTO_DM_LIMITS.buttons;
    },
    isDraftButton: ({ context, event }) => {
      assertEvent(event, ['button.remove', 'button.text', 'button.keep']);
      return context.draft.cards.some((c) => c.key === event.card && c.buttons.some((b) => b.key === event.button));
    },
  },
  actions: {
    assignLoaded: assign(({ context }, { post, reply, messages }: AutoReplyLoaded) => {
      return { post, messages, ...startFrom(reply, context.nextKey) };
    }),
    assignSaved: assign(({ context }, output: MediaAutoReply) => startFrom(output, context.nextKey)),
    assignMessages: assign((_, output: AutoReplyMessages) => ({ messages: output })),
    assignEnabled: assign(({ context, event }) => {
      assertEvent(event, 'draft.enabled');
      return changed({ ...context.draft, enabled: event.value });
    }),
    assignAnyComment: assign(({ context, event }) => {
      assertEvent(event, 'draft.anyComment');
      return changed({ ...context.draft, anyComment: event.value });
    }),
    assignText: assign(({ context, event }) => {
      assertEvent(event, 'draft.text');
      return changed({ ...context.draft, [event.field]: event.value });
    }),
    addCard: assign(({ context }) => {
      const card: CardDraft = { key: `k${context.nextKey}`, title: '', subtitle: '', imageUrl: '', buttons: [] };
      return { ...changed({ ...context.draft, cards: [...context.draft.cards, card] }), nextKey: context.nextKey + 1 };
    }),
    removeCard: assign(({ context, event }) => {
      assertEvent(event, 'card.remove');
      return changed({ ...context.draft, cards: context.draft.cards.filter((c) => c.key !== event.card) });
    }),
    assignCardText: assign(({ context, event }) => {
      assertEvent(event, 'card.text');
      return changed(mapCard(context.draft, event.card, (c) => ({ ...c, [event.field]: event.value })));
    }),
    addButton: assign(({ context, event }) => {
      assertEvent(event, 'button.add');
      const button: ButtonDraft = { key: `k${context.nextKey}`, title: '', contentUrl: '' };
      return {
        ...changed(mapCard(context.draft, event.card, (c) => ({ ...c, buttons: [...c.buttons, button] }))),
        nextKey: context.nextKey + 1,
      };
    }),
    removeButton: assign(({ context, event }) => {
      assertEvent(event, 'button.remove');
      return changed(
        mapCard(context.draft, event.card, (c) => ({ ...c, buttons: c.buttons.filter((b) => b.key !== event.button) })),
      );
    }),
    assignButtonText: assign(({ context, event }) => {
      assertEvent(event, 'button.text');
      return changed(
        mapCard(context.draft, event.card, (c) =>
          mapButton(c, event.button, (b) => ({ ...b, [event.field]: event.value })),
        ),
      );
    }),
    assignButtonKeep: assign(({ context, event }) => {
      assertEvent(event, 'button.keep');
      return changed(
        mapCard(context.draft, event.card, (c) =>
          mapButton(c, event.button, (b) => ({ ...b, keepUntagged: event.keep })),
        ),
      );
    }),
    assignServerProblems: assign((_, output: CheckAnswer) => ({ serverProblems: output.problems })),
    clearFailure: assign({ failure: null }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.editorFailed),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.saveFailed),
    })),
    notifySaved: emit({ type: 'toast.show', text: AUTO_DM_TEXTS.saved }),
    navigateBack: emit({ type: 'route.navigate', path: AUTO_DM_PATH }),
  },
}).createMachine({
  id: 'autoReplyEditor',
  description:
    "One post's Auto DM: a draft checked by the shared rules as it is typed, checked by the server, then saved; the DMs it sent below.",
  context: ({ input }) => ({
    mediaId: input.mediaId,
    post: null,
    draft: EMPTY_AUTO_REPLY_DRAFT,
    dirty: false,
    problems: [],
    serverProblems: [],
    messages: EMPTY_MESSAGES,
    failure: null,
    nextKey: 1,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Does the address name a post?',
      always: [
        { guard: 'hasMediaId', target: 'loading', description: 'A post id: read it.' },
        { target: 'notFound', description: 'No post id in the address.' },
      ],
    },
    loading: {
      description:
        'Reading the post (get_blogger_media_list_v3 with scheduled posts), its Auto DM (get_auto_reply) and its DMs (get_auto_reply_messages).',
      tags: ['busy'],
      invoke: {
        id: 'getAutoReply',
        src: 'getAutoReply',
        input: ({ context }) => ({ mediaId: context.mediaId ?? '' }),
        onDone: [
          {
            guard: { type: 'isShopPost', params: doneOutput },
            target: 'editing',
            actions: { type: 'assignLoaded', params: doneOutput },
            description: 'The form starts as stored (or empty, switched on).',
          },
          { target: 'notFound', description: 'The shop has no post by that id.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    notFound: {
      description: 'No such post of the shop: the way back to Auto DM.',
      tags: ['not-found'],
      on: { 'editor.back': { actions: 'navigateBack', description: 'Back to the posts.' } },
    },
    failed: {
      description: 'The post could not be read; a retry button shows.',
      tags: ['error'],
      on: { 'editor.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'The form, its problems as typed, and the DMs sent; nothing is stored until Save.',
      on: {
        'draft.enabled': { actions: 'assignEnabled', description: 'Switch the Auto DM on or off.' },
        'draft.anyComment': {
          actions: 'assignAnyComment',
          description: 'Answer any comment, or only those with a trigger word.',
        },
        'draft.text': {
          actions: 'assignText',
          description: 'The trigger words, the DM text or the public reply change.',
        },
        'card.add': { guard: 'canAddCard', actions: 'addCard', description: 'A new card at the end (at most ten).' },
        'card.remove': { guard: 'isDraftCard', actions: 'removeCard', description: 'Remove a card.' },
        'card.text': {
          guard: 'isDraftCard',
          actions: 'assignCardText',
          description: "A card's title, subtitle or picture address changes.",
        },
        'button.add': {
          guard: 'canAddButton',
          actions: 'addButton',
          description: 'A new button on a card (at most three).',
        },
        'button.remove': { guard: 'isDraftButton', actions: 'removeButton', description: 'Remove a button.' },
        'button.text': {
          guard: 'isDraftButton',
          actions: 'assignButtonText',
          description: "A button's title or address changes (one the earn rule cannot tag is flagged as typed).",
        },
        'button.keep': {
          guard: 'isDraftButton',
          actions: 'assignButtonKeep',
          description: 'Keep a button’s retailer address untagged knowingly, or not (the earn rule).',
        },
        'editor.save': [
          {
            guard: 'hasProblems',
            description: 'The rules refuse the draft: its problems already show by field; nothing is sent.',
          },
          { target: 'checking', actions: 'clearFailure', description: 'Save: the server checks the draft first.' },
        ],
        'messages.refresh': { target: 'refreshingMessages', description: 'Read the DMs sent again.' },
        'editor.back': { actions: 'navigateBack', description: 'Back to the posts (an unsaved draft is dropped).' },
      },
    },
    refreshingMessages: {
      description: 'get_auto_reply_messages for this post again.',
      tags: ['busy'],
      invoke: {
        id: 'getAutoReplyMessages',
        src: 'getAutoReplyMessages',
        input: ({ context }) => ({ mediaId: context.mediaId ?? '' }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignMessages', params: doneOutput },
          description: 'The DMs as they are now.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignLoadFailure', params: errorParams },
          description: 'Not read: say why; the form stays.',
        },
      },
    },
    checking: {
      description: 'check_add_auto_reply_v4: every rule of the save, nothing stored.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'checkAddAutoReplyV4',
        src: 'checkAddAutoReplyV4',
        input: ({ context }) => saveRequest(context),
        onDone: [
          { guard: { type: 'isAccepted', params: doneOutput }, target: 'saving', description: 'Accepted: store it.' },
          {
            target: 'editing',
            actions: { type: 'assignServerProblems', params: doneOutput },
            description: "Refused: the server's problems show by field.",
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'No answer: say why; the draft stays.',
        },
      },
    },
    saving: {
      description: 'add_auto_reply_v4: the post (or scheduled post) gets this Auto DM.',
      tags: ['busy', 'saving'],
      invoke: {
        id: 'addAutoReplyV4',
        src: 'addAutoReplyV4',
        input: ({ context }) => saveRequest(context),
        onDone: {
          target: 'editing',
          actions: [{ type: 'assignSaved', params: doneOutput }, 'notifySaved'],
          description: 'Saved: the form is what is stored.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Not saved: say why; the draft stays.',
        },
      },
    },
  },
});

/** The request both calls take: the draft as the rules normalise it, for this post on its network. */
export function saveRequest(context: Pick<AutoReplyEditorContext, 'mediaId' | 'post' | 'draft'>): SaveRequest {
  return {
    mediaId: context.mediaId ?? '',
    platform: context.post?.platform ?? 'instagram',
    autoReply: normaliseAutoDm(replyOfDraft(context.draft)),
  };
}

export type AutoReplyEditorSnapshot = SnapshotFrom<typeof autoReplyEditorMachine>;

export const card = {
  machine: autoReplyEditorMachine,
  title: 'Auto DM: editor of a post',
  spec: '§2 setting/autoReply; §3 carouselReplyContentList, chatButtonReqList; §7 get_auto_reply, check_add_auto_reply_v4, add_auto_reply_v4; designed get_auto_reply_messages; issue 14',
  screen: 'autoReply',
  input: { mediaId: 'post_1' },
} satisfies MachineCard<typeof autoReplyEditorMachine>;
