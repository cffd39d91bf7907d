import { assertEvent, assign, setup } from 'xstate';
import type { DeniedPermission } from '../domain/denied-permission';
import type { MachineCard } from './machine-catalog';

export type PermissionTutorialEvent =
  { type: 'permission.denied'; permission: DeniedPermission } | { type: 'tutorial.close' };

export interface PermissionTutorialContext {
  /** What the modal explains; null while hidden. */
  permission: DeniedPermission | null;
}

/**
 * The tutorial modal (spec §2 other UI): a NotAllowedError no flow handled (the clipboard refused, a pop-up
 * blocked) opens it with the steps to allow that permission; OK or Escape closes it.
 */
export const permissionTutorialMachine = setup({
  types: {
    context: {} as PermissionTutorialContext,
    events: {} as PermissionTutorialEvent,
  },
  actions: {
    assignPermission: assign(({ event }) => {
      assertEvent(event, 'permission.denied');
      return { permission: event.permission };
    }),
    clearPermission: assign({ permission: null }),
  },
}).createMachine({
  id: 'permissionTutorial',
  description:
    'The tutorial modal shown on an unhandled NotAllowedError: how to allow the clipboard, pop-ups or another blocked permission.',
  context: { permission: null },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Nothing was refused, or the creator closed the tutorial.',
      on: {
        'permission.denied': {
          target: 'shown',
          actions: 'assignPermission',
          description: 'The browser refused a permission and no flow handled it.',
        },
      },
    },
    shown: {
      description: 'The modal explains what the browser refused and how to allow it.',
      tags: ['modal-visible'],
      on: {
        'permission.denied': {
          actions: 'assignPermission',
          description: 'Another refusal while it shows: the modal explains the latest one (one modal, never a stack).',
        },
        'tutorial.close': {
          target: 'hidden',
          actions: 'clearPermission',
          description: 'OK or Escape closes the modal.',
        },
      },
    },
  },
});

export const card = {
  machine: permissionTutorialMachine,
  title: 'Permission tutorial',
  spec: '§2 other UI (tutorial modal on NotAllowedError)',
} satisfies MachineCard<typeof permissionTutorialMachine>;
