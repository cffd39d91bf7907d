import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  AUTO_DM_GATE_TEXT,
  AUTO_DM_GATE_TOAST_MS,
  AUTO_DM_PATH,
  AUTO_DM_TEXTS,
  FB_AUTH_PATH,
  SCHEDULE_POST_PATH,
  autoReplyPath,
} from '../../src/domain/auto-dm';
import {
  autoDmPostsMachine,
  type AutoDmOverview,
  type AutoDmPostsEvent,
  type PostRow,
} from '../../src/machines/auto-dm-posts.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import { done, failed, newCallLog, recordEmitted, recordingActors, type CallLog } from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof autoDmPostsMachine>;

const POST: PostRow = {
  mediaId: 'post_1',
  platform: 'instagram',
  mediaType: 'IMAGE',
  postedAt: '2026-11-20T09:00:00-08:00',
  scheduled: false,
  linkedContent: [],
  isContentUrl: true,
  dmCount: 2,
  autoReplyResp: {
    enabled: true,
    keywords: ['link'],
    carouselReplyContentList: [
      { title: 'Shoes', chatButtonReqList: [{ title: 'Shop', contentUrl: 'https://shop.example.com/shoes' }] },
    ],
  },
};
const overview = (hasAuth: boolean, hasBioLink: boolean): AutoDmOverview => ({
  hasAuth,
  hasBioLink,
  status: null,
  posts: [POST],
  total: 1,
});
const ENABLED = overview(true, true);

const events = [
  { type: 'autoDm.open' },
  { type: 'autoDm.connect' },
  { type: 'autoDm.scheduler' },
  { type: 'autoDm.refresh' },
  { type: 'autoDm.retry' },
  { type: 'post.open', mediaId: 'post_1' },
  done('loadAutoDm', ENABLED),
  done('loadAutoDm', overview(false, true)),
  done('loadAutoDm', overview(true, false)),
  failed('loadAutoDm', new Error('offline')),
] as AutoDmPostsEvent[];

const GATE = { type: 'toast.show', text: AUTO_DM_GATE_TEXT, durationMs: AUTO_DM_GATE_TOAST_MS };
const DESTINATIONS: Record<string, string> = {
  'autoDm.open': AUTO_DM_PATH,
  'autoDm.scheduler': SCHEDULE_POST_PATH,
  'post.open': autoReplyPath('post_1'),
};

function assertStep({ snapshot, event, effects }: { snapshot: Snap; event: AutoDmPostsEvent; effects: CallLog }) {
  const { overview: loaded } = snapshot.context;
  expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
  // The gate (spec §5): Auto DM opens only with Facebook auth and a bio link, else the 3 s toast.
  expect(snapshot.hasTag('enabled')).toBe(snapshot.matches('enabled'));
  if (snapshot.matches('enabled')) expect(loaded?.hasAuth && loaded.hasBioLink).toBe(true);
  if (snapshot.matches('gated')) expect(loaded?.hasAuth && loaded.hasBioLink).toBe(false);
  // The 'Connect Instagram' card shows exactly while Instagram is not connected (issue 24).
  expect(snapshot.hasTag('not-connected')).toBe(
    loaded !== null && !snapshot.matches('loading') && !snapshot.matches('failed') && !loaded.hasAuth,
  );
  const last = effects.emitted.at(-1);
  if (event.type in DESTINATIONS)
    expect(last).toEqual(
      snapshot.matches('enabled') ? { type: 'route.navigate', path: DESTINATIONS[event.type] } : GATE,
    );
  if (event.type === 'autoDm.connect') expect(last).toEqual({ type: 'route.navigate', path: FB_AUTH_PATH });
  for (const e of effects.emitted) if (e.type === 'toast.show') expect(e).toEqual(GATE);
  if (snapshot.matches('failed')) expect(snapshot.context.failure).toBe(AUTO_DM_TEXTS.postsFailed);
}

describe('Auto DM: posts and the gate (autoDm/index, home/biolink)', () => {
  it('auto-dm-posts: every state and transition; nothing opens without Facebook auth and a bio link; Connect Instagram while not connected', async () => {
    const coverage = await exploreModel({
      name: 'auto-dm-posts',
      machine: autoDmPostsMachine,
      events,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          o: s.context.overview ? [s.context.overview.hasAuth, s.context.overview.hasBioLink] : null,
          f: s.context.failure,
        }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: autoDmPostsMachine.provide({ actors: recordingActors(log, ['loadAutoDm']) as never }),
          effects: log,
        };
      },
      observe: recordEmitted,
      assertStep,
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('keeps the posts as loaded, with isContentUrl and DMs sent, for the lists', async () => {
    const actor = createActor(
      autoDmPostsMachine.provide({ actors: { loadAutoDm: fromPromise(async () => ENABLED) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('enabled'));
    expect(actor.getSnapshot().context.overview?.posts.map((p) => [p.mediaId, p.isContentUrl, p.dmCount])).toEqual([
      ['post_1', true, 2],
    ]);
    actor.stop();
  });
});
