import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { AUTO_DM_MESSAGES, autoDmProblems } from '../../src/domain/auto-dm-rules';
import { AUTO_DM_PATH, AUTO_DM_TEXTS, replyOfDraft } from '../../src/domain/auto-dm';
import {
  autoReplyEditorMachine,
  saveRequest,
  type AutoReplyEditorEvent,
  type AutoReplyLoaded,
  type AutoReplyPost,
  type CheckAnswer,
  type MediaAutoReply,
  type SaveRequest,
} from '../../src/machines/auto-reply-editor.machine';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';
import {
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof autoReplyEditorMachine>;

const POST: AutoReplyPost = {
  mediaId: 'post_1',
  platform: 'instagram',
  mediaType: 'IMAGE',
  postedAt: '2026-11-20T09:00:00-08:00',
  scheduled: false,
  linkedContent: [],
  caption: 'New shoes',
};
const STORED: MediaAutoReply = {
  mediaId: 'post_1',
  platform: 'instagram',
  updatedAt: '2026-11-21T09:00:00-08:00',
  autoReply: {
    enabled: true,
    keywords: ['link'],
    dmText: 'Here you go',
    carouselReplyContentList: [
      {
        title: 'Shoes',
        imageUrl: 'https://img.example.com/shoes.jpg',
        chatButtonReqList: [{ title: 'Shop', contentUrl: 'https://shop.example.com/shoes' }],
      },
    ],
  },
};
const MESSAGES = {
  list: [
    {
      commentId: 'c1',
      mediaId: 'post_1',
      platform: 'instagram' as const,
      commentText: 'link please',
      status: 'sent' as const,
      receivedAt: '2026-11-21T10:00:00Z',
      cardCount: 1,
    },
  ],
  total: 1,
};
const LOADED: AutoReplyLoaded = { post: POST, reply: STORED, messages: MESSAGES };
const FRESH: AutoReplyLoaded = { post: POST, reply: null, messages: { list: [], total: 0 } };
const MISSING: AutoReplyLoaded = { post: null, reply: null, messages: { list: [], total: 0 } };
const ACCEPTED: CheckAnswer = { ok: true, problems: [] };
const REFUSED: CheckAnswer = {
  ok: false,
  problems: [
    { field: '/autoReply/keywords/0', message: 'Facebook is not connected: connect it before setting an Auto DM.' },
  ],
};
const NOT_SAVED = serverError('Facebook is not connected.', 409, '/chat/add_auto_reply_v4');

const events = [
  { type: 'draft.enabled', value: false },
  { type: 'draft.anyComment', value: true },
  { type: 'draft.text', field: 'keywordsText', value: 'link, Link' },
  { type: 'draft.text', field: 'keywordsText', value: 'link' },
  { type: 'draft.text', field: 'dmText', value: 'Here are the links' },
  { type: 'card.add' },
  { type: 'card.remove', card: 'k1' },
  { type: 'card.text', card: 'k1', field: 'title', value: 'Shoes' },
  { type: 'card.text', card: 'k1', field: 'imageUrl', value: 'ftp://img.example.com/a.jpg' },
  { type: 'button.add', card: 'k1' },
  { type: 'button.remove', card: 'k1', button: 'k2' },
  { type: 'button.text', card: 'k1', button: 'k2', field: 'title', value: 'Shop' },
  { type: 'button.text', card: 'k1', button: 'k2', field: 'contentUrl', value: 'javascript:alert(1)' },
  { type: 'button.keep', card: 'k1', button: 'k2', keep: true },
  { type: 'editor.save' },
  { type: 'editor.retry' },
  { type: 'editor.back' },
  { type: 'messages.refresh' },
  done('getAutoReply', LOADED),
  done('getAutoReply', FRESH),
  done('getAutoReply', MISSING),
  failed('getAutoReply', new Error('offline')),
  done('getAutoReplyMessages', MESSAGES),
  failed('getAutoReplyMessages', new Error('offline')),
  done('checkAddAutoReplyV4', ACCEPTED),
  done('checkAddAutoReplyV4', REFUSED),
  failed('checkAddAutoReplyV4', new Error('offline')),
  done('addAutoReplyV4', STORED),
  failed('addAutoReplyV4', NOT_SAVED),
] as AutoReplyEditorEvent[];

const ACTORS = ['getAutoReply', 'getAutoReplyMessages', 'checkAddAutoReplyV4', 'addAutoReplyV4'] as const;
const CHANGES = ['draft.', 'card.', 'button.'];

function assertStep({
  snapshot,
  event,
  effects,
  path,
}: {
  snapshot: Snap;
  event: AutoReplyEditorEvent;
  effects: CallLog;
  path: AutoReplyEditorEvent[];
}) {
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(
    ['loading', 'refreshingMessages', 'checking', 'saving'].some((s) => snapshot.matches(s as never)),
  );
  // The rules' problems are always those of the draft as it is.
  if (context.post) expect(context.problems).toEqual(autoDmProblems(replyOfDraft(context.draft)));
  // Only drafts the rules accept reach the server; add_auto_reply_v4 only after the check said ok.
  const checks = effects.calls.filter((c) => c.actor === 'checkAddAutoReplyV4');
  const saves = effects.calls.filter((c) => c.actor === 'addAutoReplyV4');
  for (const call of [...checks, ...saves]) expect(autoDmProblems((call.input as SaveRequest).autoReply)).toEqual([]);
  const accepted = path.filter(
    (e) =>
      (e.type as string) === 'xstate.done.actor.checkAddAutoReplyV4' &&
      (e as unknown as { output: CheckAnswer }).output.ok,
  ).length;
  expect(saves.length).toBe(accepted);
  if (snapshot.matches('checking')) expect(checks.at(-1)?.input).toEqual(saveRequest(context));
  if (snapshot.matches('saving')) expect(saves.at(-1)?.input).toEqual(checks.at(-1)?.input);
  // The server's problems show until the next change.
  if ((event.type as string) === 'xstate.done.actor.checkAddAutoReplyV4' && snapshot.matches('editing'))
    expect(context.serverProblems).toEqual(REFUSED.problems);
  if (CHANGES.some((prefix) => event.type.startsWith(prefix))) expect(context.serverProblems).toEqual([]);
  if ((event.type as string) === 'xstate.done.actor.addAutoReplyV4') {
    expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: AUTO_DM_TEXTS.saved });
    expect(context.dirty).toBe(false);
  }
  if ((event.type as string) === 'xstate.error.actor.addAutoReplyV4') expect(context.failure).toBe(NOT_SAVED.message);
  if (event.type === 'editor.back')
    expect(effects.emitted.at(-1)).toEqual({ type: 'route.navigate', path: AUTO_DM_PATH });
  if (snapshot.matches('failed')) expect(context.failure).toBe(AUTO_DM_TEXTS.editorFailed);
  if (snapshot.hasTag('not-found')) expect(context.post).toBeNull();
}

/**
 * What the guards read: whether the rules object (hasProblems), whether card k1 and its button k2 exist and how many
 * buttons k1 has (at most three); drafts alike in these behave alike.
 */
const serializeState = (s: Snap) => {
  const k1 = s.context.draft.cards.find((c) => c.key === 'k1');
  return JSON.stringify({
    v: s.value,
    pr: s.context.problems.length > 0,
    k1: k1 ? k1.buttons.length : null,
    k2: k1?.buttons.some((b) => b.key === 'k2') ?? false,
    sp: s.context.serverProblems.length > 0,
    f: s.context.failure,
    p: s.context.post !== null,
  });
};

function arrange() {
  const log = newCallLog();
  return { machine: autoReplyEditorMachine.provide({ actors: recordingActors(log, ACTORS) as never }), effects: log };
}

describe('Auto DM: the editor of one post (setting/autoReply)', () => {
  it('auto-reply-editor: every state and transition; only drafts within the rules are checked, only checked ones saved', async () => {
    const parts = [];
    for (const [name, mediaId] of [
      ['post', 'post_1'],
      ['no-id', null],
    ] as const) {
      parts.push(
        await exploreModel({
          name: `auto-reply-editor-${name}`,
          machine: autoReplyEditorMachine,
          input: { mediaId },
          events,
          serializeState,
          arrange,
          observe: recordEmitted,
          assertStep,
        }),
      );
    }
    const coverage = mergeCoverage('auto-reply-editor', parts);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('shows the rules as typed and sends a keyword rule with a two-card carousel as the contract takes it', async () => {
    const sent: SaveRequest[] = [];
    const machine = autoReplyEditorMachine.provide({
      actors: {
        getAutoReply: fromPromise(async () => FRESH),
        checkAddAutoReplyV4: fromPromise(async ({ input }: { input: SaveRequest }) => (sent.push(input), ACCEPTED)),
        addAutoReplyV4: fromPromise(async () => STORED),
      },
    });
    const actor = createActor(machine, { input: { mediaId: 'post_1' } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'draft.text', field: 'keywordsText', value: ' link , Deal,, ' });
    actor.send({ type: 'card.add' });
    expect(actor.getSnapshot().context.problems.map((p) => p.message)).toEqual([AUTO_DM_MESSAGES.noCardTitle(1)]);
    actor.send({ type: 'card.text', card: 'k1', field: 'title', value: 'Shoes' });
    actor.send({ type: 'button.add', card: 'k1' });
    actor.send({ type: 'button.text', card: 'k1', button: 'k2', field: 'title', value: 'Shop' });
    actor.send({
      type: 'button.text',
      card: 'k1',
      button: 'k2',
      field: 'contentUrl',
      value: 'https://www.target.com/p/shoes/-/A-12345678',
    });
    // A Target address the creator cannot tag yet (no Impact ids): kept untagged knowingly, the choice goes with the button.
    actor.send({ type: 'button.keep', card: 'k1', button: 'k2', keep: true });
    actor.send({ type: 'card.add' });
    actor.send({ type: 'card.text', card: 'k3', field: 'title', value: 'Bag' });
    actor.send({ type: 'card.text', card: 'k3', field: 'imageUrl', value: 'https://img.example.com/bag.jpg' });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.matches('editing') && !s.context.dirty);
    expect(sent[0]).toEqual({
      mediaId: 'post_1',
      platform: 'instagram',
      autoReply: {
        enabled: true,
        keywords: ['link', 'Deal'],
        carouselReplyContentList: [
          {
            title: 'Shoes',
            chatButtonReqList: [
              { title: 'Shop', contentUrl: 'https://www.target.com/p/shoes/-/A-12345678', keepUntagged: true },
            ],
          },
          { title: 'Bag', imageUrl: 'https://img.example.com/bag.jpg', chatButtonReqList: [] },
        ],
      },
    });
    actor.stop();
  });
});
