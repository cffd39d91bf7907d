import { emit, setup } from 'xstate';
import type { MachineCard } from './machine-catalog';

export interface StatusBannerInput {
  /** Where the action button leads; without one the banner has no button. */
  actionPath?: string;
}

export type StatusBannerEvent = { type: 'banner.action' } | { type: 'banner.close' };

export type StatusBannerEmitted = { type: 'navigation.push'; path: string };

/**
 * The status banner of spec §2 ('As of {date}, ...', warn or error theme): its action button navigates, its close
 * control hides it for as long as the page shows.
 */
export const statusBannerMachine = setup({
  types: {
    context: {} as { actionPath: string | null },
    events: {} as StatusBannerEvent,
    input: {} as StatusBannerInput,
    emitted: {} as StatusBannerEmitted,
  },
  guards: {
    hasAction: ({ context }) => context.actionPath !== null,
  },
  actions: {
    navigateToAction: emit(({ context }) => ({ type: 'navigation.push' as const, path: context.actionPath ?? '/' })),
  },
}).createMachine({
  id: 'statusBanner',
  description:
    "The status banner: 'As of {date}, ...' with a warn or error theme, an action button that navigates and a close control.",
  context: ({ input }) => ({ actionPath: input.actionPath ?? null }),
  initial: 'visible',
  states: {
    visible: {
      description: 'Shown above the page content.',
      tags: ['banner-visible'],
      on: {
        'banner.action': {
          guard: 'hasAction',
          actions: 'navigateToAction',
          description: 'The action button opens its page.',
        },
        'banner.close': { target: 'closed', description: 'The close control hides the banner.' },
      },
    },
    closed: { description: 'Closed by the creator until the page shows again.' },
  },
});

export const card = {
  machine: statusBannerMachine,
  title: 'Status banner',
  spec: '§2 other UI',
  input: {},
} satisfies MachineCard<typeof statusBannerMachine>;
