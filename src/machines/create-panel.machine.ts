import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { doneOutput } from './call-results';
import { createPanelOptions, type CreateActionId } from '../domain/create-panel';
import { REGISTERED_PATHS } from '../domain/registered-routes';
import type { MachineCard } from './machine-catalog';

export interface CreatePanelInput {
  /** The paths the app has pages for (src/views/routes.tsx): an action whose page is missing stays inert. */
  registeredPaths: readonly string[];
}

export interface CreatePanelContext extends CreatePanelInput {
  whitelisted: boolean;
}

export type CreatePanelEvent =
  { type: 'createPanel.open' } | { type: 'createPanel.close' } | { type: 'createPanel.choose'; action: CreateActionId };

export type CreatePanelEmitted = { type: 'route.navigate'; path: string };

/**
 * The 'Create A New Link' panel (spec §1, §4 Create panel): the sidebar button opens it; a loading skeleton shows
 * while the boosting whitelist is checked; then four actions, boosting only when the check allows it.
 */
export const createPanelMachine = setup({
  types: {
    input: {} as CreatePanelInput,
    context: {} as CreatePanelContext,
    events: {} as CreatePanelEvent,
    emitted: {} as CreatePanelEmitted,
  },
  actors: {
    // The boosting calls load with the panel's first check, not with the shell: a module is never split between
    // chunks, so a static import here would carry every boosting call the lazy boosting pages use into the
    // shell's initial JS.
    checkBoostingWhitelist: fromPromise<boolean>(async ({ signal }) => {
      const { checkBoostingWhitelist } = await import('../api/boosting');
      return (await checkBoostingWhitelist({}, { signal })).whitelisted;
    }),
  },
  guards: {
    canChoose: ({ context, event }) => {
      assertEvent(event, 'createPanel.choose');
      return createPanelOptions(context.whitelisted, context.registeredPaths).some(
        (o) => o.id === event.action && o.enabled,
      );
    },
  },
  actions: {
    assignWhitelisted: assign((_, whitelisted: boolean) => ({ whitelisted })),
    // Spec §4, §8: a failed check loads the panel with the boosting button hidden (the failure is only logged).
    assignNotWhitelisted: assign({ whitelisted: false }),
    navigateToAction: emit(({ context, event }) => {
      assertEvent(event, 'createPanel.choose');
      const option = createPanelOptions(context.whitelisted, context.registeredPaths).find(
        (o) => o.id === event.action,
      );
      return { type: 'route.navigate' as const, path: option?.path ?? '' };
    }),
  },
}).createMachine({
  id: 'createPanel',
  description:
    "The 'Create A New Link' panel (spec §1, §4): a loading skeleton while the boosting whitelist is checked, then submit content for boosting (whitelisted shops only), create a landing page, an AI collage or a deep link.",
  context: ({ input }) => ({ registeredPaths: input.registeredPaths, whitelisted: false }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the sidebar button shows.',
      on: { 'createPanel.open': { target: 'checking', description: "The sidebar's Create A New Link button." } },
    },
    checking: {
      description: 'The panel shows a loading skeleton while the boosting whitelist is checked.',
      tags: ['panel-visible', 'busy'],
      invoke: {
        id: 'checkBoostingWhitelist',
        src: 'checkBoostingWhitelist',
        onDone: {
          target: 'ready',
          actions: { type: 'assignWhitelisted', params: doneOutput },
          description: 'The actions show; boosting only for a whitelisted shop.',
        },
        onError: {
          target: 'ready',
          actions: 'assignNotWhitelisted',
          description: 'The check failed: the actions show without boosting.',
        },
      },
      on: { 'createPanel.close': { target: 'closed', description: 'Closed before the check answered.' } },
    },
    ready: {
      description: 'The actions; one whose page the app does not have yet shows disabled and says so.',
      tags: ['panel-visible'],
      on: {
        'createPanel.choose': {
          guard: 'canChoose',
          target: 'closed',
          actions: 'navigateToAction',
          description: 'An available action opens its page and closes the panel; hidden or disabled ones do nothing.',
        },
        'createPanel.close': { target: 'closed', description: 'The close icon, the mask or Escape.' },
      },
    },
  },
});

export const card = {
  machine: createPanelMachine,
  title: 'Create panel',
  spec: '§4 Create panel',
  input: { registeredPaths: REGISTERED_PATHS },
} satisfies MachineCard<typeof createPanelMachine>;
