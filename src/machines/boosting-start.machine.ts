/**
 * applyBoosting/index, the way into boosting (the create panel's 'Submit Content for Boosting' opens it): what
 * boosting is, then the whitelist gate: a whitelisted shop starts an application, any other is told why it cannot.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { BOOSTING_TEXTS } from '../domain/boosting-application';
import { BOOSTING_PATHS } from '../domain/boosting-routes';
import { checkWhitelist, isWhitelisted, whitelistCheckState } from './boosting-calls';
import { failureText } from './failure-text';
import type { MachineCard } from './machine-catalog';

export interface BoostingStartContext {
  failure: string | null;
}

export type BoostingStartEvent = { type: 'whitelist.retry' } | { type: 'application.start' };
export type BoostingStartEmitted = { type: 'route.navigate'; path: string };

export const boostingStartMachine = setup({
  types: {
    context: {} as BoostingStartContext,
    events: {} as BoostingStartEvent,
    emitted: {} as BoostingStartEmitted,
  },
  actors: { checkBoostingWhitelist: checkWhitelist },
  guards: { isWhitelisted },
  actions: {
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BOOSTING_TEXTS.whitelistFailed),
    })),
    navigateToApplication: emit({ type: 'route.navigate', path: BOOSTING_PATHS.application }),
  },
}).createMachine({
  id: 'boostingStart',
  description: "The boosting start page: what boosting is, and the whitelist gate before 'Start an application'.",
  context: { failure: null },
  initial: 'checking',
  states: {
    checking: whitelistCheckState({
      description: 'checkBoostingWhitelist: may this shop submit content for boosting?',
      whitelisted: {
        target: 'whitelisted',
        description: 'On the whitelist: the way to a new application and the drafts shows.',
      },
      notWhitelisted: { target: 'notWhitelisted', description: 'Not on the whitelist.' },
      failed: { target: 'failed', failureAction: 'assignFailure' },
    }),
    failed: {
      description: 'The check could not be made: the sentence and Try again.',
      tags: ['error'],
      on: { 'whitelist.retry': { target: 'checking', description: 'Try again.' } },
    },
    whitelisted: {
      description: 'Start an application, or go on with a draft.',
      on: {
        'application.start': { actions: 'navigateToApplication', description: 'Start an application: the steps open.' },
      },
    },
    notWhitelisted: {
      description: 'A clear sentence why the shop cannot submit content; there is no way to an application.',
      tags: ['not-whitelisted'],
      type: 'final',
    },
  },
});

export type BoostingStartSnapshot = SnapshotFrom<typeof boostingStartMachine>;

export const card = {
  machine: boostingStartMachine,
  title: 'Boosting: start and whitelist gate',
  spec: '§1, §2 applyBoosting/index, §6 boosting whitelist; issue 12',
  screen: 'boostingStart',
} satisfies MachineCard<typeof boostingStartMachine>;
