/**
 * setting/schedulePost, the auto reply scheduler (issue 14): the scheduled posts with an Auto DM still waiting to be
 * published (checkUnPublishPost), the Auto DM of the next one (set in setting/autoReply?mediaId=…), and Clear, which asks
 * with the spec's dialog ('you are about to Clear Auto DM Scheduler': these settings only apply to the next post,
 * published posts keep theirs) before deleteSchedule removes every scheduled Auto DM.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkUnPublishPost, deleteSchedule } from '../api/auto-dm';
import { getBloggerMediaListV3 } from '../api/bio-link';
import { AUTO_DM_TEXTS, autoReplyPath, nextScheduled } from '../domain/auto-dm';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type ScheduledPost = Awaited<ReturnType<typeof getBloggerMediaListV3>>['facebookMediaRespV2List'][number];

export interface SchedulerOverview {
  /** How many scheduled posts with an Auto DM wait to be published (checkUnPublishPost). */
  waiting: number;
  /** The one planned soonest, whose Auto DM the scheduler sets; null when none is scheduled. */
  next: ScheduledPost | null;
}

export interface AutoDmSchedulerContext {
  overview: SchedulerOverview | null;
  failure: string | null;
}

export type AutoDmSchedulerEvent =
  | { type: 'scheduler.edit' }
  | { type: 'scheduler.clear' }
  | { type: 'scheduler.retry' }
  | { type: 'clear.confirm' }
  | { type: 'clear.cancel' };

export type AutoDmSchedulerEmitted = { type: 'route.navigate'; path: string } | { type: 'toast.show'; text: string };

export const autoDmSchedulerMachine = setup({
  types: {
    context: {} as AutoDmSchedulerContext,
    events: {} as AutoDmSchedulerEvent,
    emitted: {} as AutoDmSchedulerEmitted,
    tags: {} as 'busy' | 'error' | 'confirm-visible',
  },
  actors: {
    checkUnPublishPost: fromPromise<SchedulerOverview>(async ({ signal }) => {
      const quiet = { signal, ignoreErrors: true };
      const [{ count }, page] = await Promise.all([
        checkUnPublishPost({}, quiet),
        getBloggerMediaListV3({ includeScheduled: true, pageSize: 100 }, quiet),
      ]);
      return { waiting: count, next: nextScheduled(page.facebookMediaRespV2List) };
    }),
    deleteSchedule: fromPromise<number>(
      async ({ signal }) => (await deleteSchedule({}, { signal, ignoreErrors: true })).deleted,
    ),
  },
  guards: {
    hasNextPost: ({ context }) => context.overview?.next != null,
    hasScheduledAutoDm: ({ context }) => (context.overview?.waiting ?? 0) > 0,
  },
  actions: {
    assignOverview: assign((_, output: SchedulerOverview) => ({ overview: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, AUTO_DM_TEXTS.schedulerFailed),
    })),
    notifyCleared: emit({ type: 'toast.show', text: AUTO_DM_TEXTS.schedulerCleared }),
    navigateToEditor: emit(({ context }) => ({
      type: 'route.navigate' as const,
      path: autoReplyPath(context.overview?.next?.mediaId ?? ''),
    })),
  },
}).createMachine({
  id: 'autoDmScheduler',
  description:
    'The auto reply scheduler: scheduled posts waiting, the Auto DM of the next one, and Clear after the confirmation.',
  context: { overview: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'checkUnPublishPost and the scheduled posts (get_blogger_media_list_v3 with includeScheduled).',
      tags: ['busy'],
      invoke: {
        id: 'checkUnPublishPost',
        src: 'checkUnPublishPost',
        onDone: {
          target: 'ready',
          actions: { type: 'assignOverview', params: doneOutput },
          description: 'How many wait, and the next one.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not read: say why and offer to retry.',
        },
      },
    },
    ready: {
      description: 'The waiting Auto DMs, the next scheduled post with its Auto DM button, and Clear.',
      on: {
        'scheduler.edit': {
          guard: 'hasNextPost',
          actions: 'navigateToEditor',
          description: "Set the next scheduled post's Auto DM (setting/autoReply).",
        },
        'scheduler.clear': {
          guard: 'hasScheduledAutoDm',
          target: 'confirming',
          description: 'Clear asks first (spec §8 default confirm dialog); only with a scheduled Auto DM to clear.',
        },
      },
    },
    confirming: {
      description:
        "'you are about to Clear Auto DM Scheduler': 'These settings ONLY apply to your next post.' / 'They do NOT affect previously published posts.'",
      tags: ['confirm-visible'],
      on: {
        'clear.confirm': { target: 'clearing', description: 'Clear.' },
        'clear.cancel': { target: 'ready', description: 'Keep the scheduled Auto DMs.' },
      },
    },
    clearing: {
      description: 'deleteSchedule: every scheduled Auto DM goes; published posts keep theirs.',
      tags: ['busy', 'confirm-visible'],
      invoke: {
        id: 'deleteSchedule',
        src: 'deleteSchedule',
        onDone: { target: 'loading', actions: 'notifyCleared', description: 'Cleared: read the scheduler again.' },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: errorParams },
          description: 'Not cleared: say why.',
        },
      },
    },
    failed: {
      description: 'Not read; a retry button shows.',
      tags: ['error'],
      on: { 'scheduler.retry': { target: 'loading', description: 'Try again.' } },
    },
  },
});

export type AutoDmSchedulerSnapshot = SnapshotFrom<typeof autoDmSchedulerMachine>;

export const card = {
  machine: autoDmSchedulerMachine,
  title: 'Auto DM: scheduler',
  spec: '§2 setting/schedulePost; §6 scheduler needs Facebook auth and a bio link; §7 checkUnPublishPost, deleteSchedule; §8 default confirm dialog; issue 14',
  screen: 'schedulePost',
} satisfies MachineCard<typeof autoDmSchedulerMachine>;
