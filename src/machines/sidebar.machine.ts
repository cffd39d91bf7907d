import { assertEvent, assign, setup } from 'xstate';
import { DESKTOP_MIN_WIDTH_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '../domain/spec-constants';
import type { MachineCard } from './machine-catalog';

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.open' }
  | { type: 'sidebar.collapse' }
  | { type: 'viewport.changed'; narrow: boolean };

export interface SidebarContext {
  /** The window is narrower than the desktop threshold (768 px): the content needs the room. */
  narrow: boolean;
}

/** The side navigation's width: open (240 px) or collapsed (70 px), spec §2. */
export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as Partial<SidebarContext> | undefined,
  },
  guards: {
    isWide: ({ context }) => !context.narrow,
    isNarrowing: ({ event }) => {
      assertEvent(event, 'viewport.changed');
      return event.narrow;
    },
  },
  actions: {
    assignViewport: assign({
      narrow: ({ event }) => {
        assertEvent(event, 'viewport.changed');
        return event.narrow;
      },
    }),
  },
}).createMachine({
  id: 'sidebar',
  description: 'The side navigation collapses between 240 px (open) and 70 px.',
  context: ({ input }) => ({ narrow: input?.narrow ?? false }),
  initial: 'checkingViewport',
  states: {
    checkingViewport: {
      description: 'Open unless the window starts narrow.',
      always: [
        { guard: 'isWide', target: 'open', description: 'A desktop window: open.' },
        {
          target: 'collapsed',
          description: 'A narrow window (under 768 px): collapsed, so the content keeps the room.',
        },
      ],
    },
    open: {
      description: `Open at ${SIDEBAR_OPEN_PX} px: labels, the Create A New Link button and the handle are visible.`,
      tags: ['sidebar-open'],
      meta: { widthPx: SIDEBAR_OPEN_PX },
      on: {
        'sidebar.toggle': { target: 'collapsed', description: 'The creator collapses the side navigation.' },
        'sidebar.collapse': { target: 'collapsed', description: 'Collapse the side navigation.' },
        'viewport.changed': [
          {
            guard: 'isNarrowing',
            target: 'collapsed',
            actions: 'assignViewport',
            description: `The window became narrower than ${DESKTOP_MIN_WIDTH_PX} px: collapse.`,
          },
          { actions: 'assignViewport', description: 'The window is wide: stay open.' },
        ],
      },
    },
    collapsed: {
      description: `Collapsed to ${SIDEBAR_COLLAPSED_PX} px: icons only.`,
      tags: ['sidebar-collapsed'],
      meta: { widthPx: SIDEBAR_COLLAPSED_PX },
      on: {
        'sidebar.toggle': { target: 'open', description: 'The creator expands the side navigation.' },
        'sidebar.open': {
          guard: 'isWide',
          target: 'open',
          description: 'Open the side navigation after sign-in (spec §4 Login), unless the window is narrow.',
        },
        'viewport.changed': {
          actions: 'assignViewport',
          description: 'The window changed width; the creator decides when to open it again.',
        },
      },
    },
  },
});

export const card = {
  machine: sidebarMachine,
  title: 'Side navigation',
  spec: '§2 main tabs, §4 Login',
} satisfies MachineCard<typeof sidebarMachine>;
