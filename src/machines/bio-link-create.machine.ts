/**
 * The first-time bio page (home/index_new, and home/indexFb for a creator who came through Facebook): a shop
 * without a page names it and creates it at its handle (create_bio_link), then goes on to the editor; a shop that
 * already has one is sent to the tab instead.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { createBioLink, getBioLinkList } from '../api/bio-link';
import { BIO_LINK_EDIT_PATH, BIO_LINK_PATH, titleProblem } from '../domain/bio-link';
import type { BioPageEmitted } from './bio-link-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export interface BioLinkCreateInput {
  /** The creator's handle: the page lives at /b/{handle}, and its title starts as the handle. */
  handle: string;
}

export interface BioLinkCreateContext {
  handle: string;
  title: string;
  problem: string | null;
  failure: string | null;
}

export type BioLinkCreateEvent =
  { type: 'create.title.change'; value: string } | { type: 'create.submit' } | { type: 'create.retry' };

export type BioLinkCreateEmitted = BioPageEmitted;

export const BIO_LINK_CREATED_TEXT = 'Your bio link page is live. Add your buttons.';
export const BIO_LINK_CHECK_FAILED = 'We could not check whether you already have a bio link page. Try again.';
export const BIO_LINK_CREATE_FAILED = 'Your bio link page could not be created. Try again.';

export const bioLinkCreateMachine = setup({
  types: {
    context: {} as BioLinkCreateContext,
    events: {} as BioLinkCreateEvent,
    input: {} as BioLinkCreateInput,
    emitted: {} as BioLinkCreateEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getBioLinkList: fromPromise<boolean>(
      async ({ signal }) => (await getBioLinkList({}, { signal, ignoreErrors: true })).list.length > 0,
    ),
    createBioLink: fromPromise<unknown, { title: string }>(({ input, signal }) =>
      createBioLink({ title: input.title }, { signal, ignoreErrors: true }),
    ),
  },
  guards: {
    hasPage: (_, output: boolean) => output,
    isTitleInvalid: ({ context }) => titleProblem(context.title) !== null,
  },
  actions: {
    assignTitle: assign(({ event }) =>
      event.type === 'create.title.change' ? { title: event.value, problem: null } : {},
    ),
    assignProblem: assign(({ context }) => ({ problem: titleProblem(context.title) })),
    assignCheckFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BIO_LINK_CHECK_FAILED),
    })),
    assignCreateFailure: assign((_, { error }: { error: unknown }) => ({
      failure: failureText(error, BIO_LINK_CREATE_FAILED),
    })),
    clearFailure: assign({ failure: null }),
    navigateToTab: emit({ type: 'route.navigate', path: BIO_LINK_PATH }),
    navigateToEditor: emit({ type: 'route.navigate', path: BIO_LINK_EDIT_PATH }),
    notifyCreated: emit({ type: 'toast.show', text: BIO_LINK_CREATED_TEXT }),
  },
}).createMachine({
  id: 'bioLinkCreate',
  description:
    'First-time bio page: name it, create it at the handle (create_bio_link), then edit it; a shop that has one goes to the tab.',
  context: ({ input }) => ({ handle: input.handle, title: input.handle, problem: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Does the shop have a page already (get_bio_link_list)?',
      tags: ['busy'],
      invoke: {
        id: 'getBioLinkList',
        src: 'getBioLinkList',
        onDone: [
          {
            guard: { type: 'hasPage', params: doneOutput },
            target: 'done',
            actions: 'navigateToTab',
            description: 'It has one: the tab shows it (one page per shop).',
          },
          { target: 'editing', description: 'No page yet: the form shows.' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignCheckFailure', params: errorParams },
          description: 'The check failed: say why and offer to retry.',
        },
      },
    },
    failed: {
      description: 'The check could not be made.',
      tags: ['error'],
      on: { 'create.retry': { target: 'checking', actions: 'clearFailure', description: 'Try again.' } },
    },
    editing: {
      description: 'The title field (the handle to start with) and Create.',
      on: {
        'create.title.change': { actions: 'assignTitle', description: 'The creator types the title.' },
        'create.submit': [
          {
            guard: 'isTitleInvalid',
            actions: 'assignProblem',
            description: 'An empty or too long title: the field says why; nothing is sent.',
          },
          { target: 'creating', actions: 'clearFailure', description: 'Create the page.' },
        ],
      },
    },
    creating: {
      description: 'create_bio_link with the title.',
      tags: ['busy'],
      invoke: {
        id: 'createBioLink',
        src: 'createBioLink',
        input: ({ context }) => ({ title: context.title.trim() }),
        onDone: {
          target: 'done',
          actions: ['notifyCreated', 'navigateToEditor'],
          description: 'Created: say so and open the editor to add buttons.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignCreateFailure', params: errorParams },
          description: "Refused or failed: the server's sentence shows; the title stays.",
        },
      },
    },
    done: {
      description: 'The creator has been sent on (to the editor, or to the tab showing the page they have).',
      type: 'final',
    },
  },
});

export type BioLinkCreateSnapshot = SnapshotFrom<typeof bioLinkCreateMachine>;

export const card = {
  machine: bioLinkCreateMachine,
  title: 'First bio page',
  spec: '§2 home/index_new, home/indexFb; §7 get_bio_link_list, create_bio_link; issue 13',
  screen: 'bioLinkNew',
  input: { handle: 'janeloves' },
} satisfies MachineCard<typeof bioLinkCreateMachine>;
