/**
 * websitePermissions/index: what the public bio page may show (get_biolink_setting, update_biolink_setting): the
 * most popular and trending sections and the social icons. Each switch is saved when flipped; the page shows the
 * switches the server answers, so what it says is what the audience gets.
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getBiolinkSetting, updateBiolinkSetting } from '../api/bio-link';
import { BIO_LINK_NEW_PATH } from '../domain/bio-link';
import { bioPageGateStates, isNoPageError, type BioLinkSections, type BioPageGateEvent } from './bio-link-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

/** The switches this page offers (Auto DM's own switch belongs to the Auto DM pages). */
export const SECTION_SWITCHES = ['showSocialIcons', 'showMostPopular', 'showTrending'] as const;
export type SectionSwitch = (typeof SECTION_SWITCHES)[number];

export interface BioLinkSectionsContext {
  sections: BioLinkSections | null;
  /** The change being saved. */
  pending: { key: SectionSwitch; value: boolean } | null;
  failure: string | null;
}

export type BioLinkSectionsEvent = { type: 'sections.toggle'; key: SectionSwitch } | BioPageGateEvent;
export type BioLinkSectionsEmitted = { type: 'route.navigate'; path: string };

export const SECTIONS_LOAD_FAILED = 'The settings of your bio link page could not be loaded. Try again.';
export const SECTIONS_SAVE_FAILED = 'The change was not saved. Try again.';

export const bioLinkSectionsMachine = setup({
  types: {
    context: {} as BioLinkSectionsContext,
    events: {} as BioLinkSectionsEvent,
    emitted: {} as BioLinkSectionsEmitted,
    tags: {} as 'busy' | 'saving' | 'error' | 'no-page',
  },
  actors: {
    getBiolinkSetting: fromPromise<BioLinkSections>(({ signal }) =>
      getBiolinkSetting({}, { signal, ignoreErrors: true }),
    ),
    updateBiolinkSetting: fromPromise<BioLinkSections, { key: SectionSwitch; value: boolean }>(({ input, signal }) =>
      updateBiolinkSetting({ [input.key]: input.value }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    isNoPage: (_, { error }: { error: unknown }) => isNoPageError(error),
  },
  actions: {
    assignSections: assign((_, output: BioLinkSections) => ({ sections: output, pending: null, failure: null })),
    assignPending: assign(({ context, event }) => {
      assertEvent(event, 'sections.toggle');
      return { pending: { key: event.key, value: !(context.sections?.[event.key] ?? false) }, failure: null };
    }),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
    assignLoadFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, SECTIONS_LOAD_FAILED),
    })),
    assignSaveFailure: assign((_, { error }: { error: unknown }) => ({
      pending: null,
      failure: failureText(error, SECTIONS_SAVE_FAILED),
    })),
  },
}).createMachine({
  id: 'bioLinkSections',
  description: 'Website permissions: which sections the public bio page shows, each switch saved when flipped.',
  context: { sections: null, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'get_biolink_setting.',
      tags: ['busy'],
      invoke: {
        id: 'getBiolinkSetting',
        src: 'getBiolinkSetting',
        onDone: {
          target: 'ready',
          actions: { type: 'assignSections', params: doneOutput },
          description: 'The switches show as the server holds them.',
        },
        onError: [
          {
            guard: { type: 'isNoPage', params: errorParams },
            target: 'noPage',
            description: 'No bio page yet: nothing to set.',
          },
          {
            target: 'failed',
            actions: { type: 'assignLoadFailure', params: errorParams },
            description: 'Not loaded: say why and offer to retry.',
          },
        ],
      },
    },
    ready: {
      description: 'The switches, each saved when flipped.',
      on: {
        'sections.toggle': {
          target: 'saving',
          actions: 'assignPending',
          description: 'Flip a switch: save it at once.',
        },
      },
    },
    saving: {
      description: 'update_biolink_setting with the one switch flipped; the switches wait.',
      tags: ['saving'],
      invoke: {
        id: 'updateBiolinkSetting',
        src: 'updateBiolinkSetting',
        input: ({ context }) => context.pending ?? { key: 'showSocialIcons', value: true },
        onDone: {
          target: 'ready',
          actions: { type: 'assignSections', params: doneOutput },
          description: 'Saved: the switches show what the server now holds.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignSaveFailure', params: errorParams },
          description: 'Not saved: the switch stays as it was and the sentence says so.',
        },
      },
    },
    ...bioPageGateStates('The switches could not be read; a retry button shows.'),
  },
});

export type BioLinkSectionsSnapshot = SnapshotFrom<typeof bioLinkSectionsMachine>;

export const card = {
  machine: bioLinkSectionsMachine,
  title: 'Website permissions',
  spec: '§2 websitePermissions/index; §7 get_biolink_setting, update_biolink_setting; issue 13',
  screen: 'websitePermissions',
} satisfies MachineCard<typeof bioLinkSectionsMachine>;
