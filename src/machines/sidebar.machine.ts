import { setup } from 'xstate';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '../domain/spec-constants';

export type SidebarEvent = { type: 'sidebar.toggle' } | { type: 'sidebar.open' } | { type: 'sidebar.collapse' };

/** The side navigation's width: open (240 px) or collapsed (70 px), spec §2. */
export const sidebarMachine = setup({
  types: {
    events: {} as SidebarEvent,
  },
}).createMachine({
  id: 'sidebar',
  description: 'The side navigation collapses between 240 px (open) and 70 px.',
  initial: 'open',
  states: {
    open: {
      description: `Open at ${SIDEBAR_OPEN_PX} px: labels, the Create A New Link button and the handle are visible.`,
      tags: ['sidebar-open'],
      meta: { widthPx: SIDEBAR_OPEN_PX },
      on: {
        'sidebar.toggle': { target: 'collapsed', description: 'The creator collapses the side navigation.' },
        'sidebar.collapse': { target: 'collapsed', description: 'Collapse the side navigation.' },
      },
    },
    collapsed: {
      description: `Collapsed to ${SIDEBAR_COLLAPSED_PX} px: icons only.`,
      tags: ['sidebar-collapsed'],
      meta: { widthPx: SIDEBAR_COLLAPSED_PX },
      on: {
        'sidebar.toggle': { target: 'open', description: 'The creator expands the side navigation.' },
        'sidebar.open': { target: 'open', description: 'Open the side navigation, e.g. after sign-in.' },
      },
    },
  },
});
