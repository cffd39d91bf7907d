/**
 * viewOnWebsite/index: the public address of the shop's bio page with a short link and QR code to share it
 * (get_bio_url_new). Copy and the QR code are the shared link components; a shop without a page is offered to
 * create one.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getBioUrlNew } from '../api/bio-link';
import { BIO_LINK_NEW_PATH } from '../domain/bio-link';
import { bioPageGateStates, isNoPageError, type BioPageGateEvent } from './bio-link-calls';
import { failureText } from './failure-text';
import { doneOutput, errorParams } from './call-results';
import type { MachineCard } from './machine-catalog';

export type BioUrlNew = Awaited<ReturnType<typeof getBioUrlNew>>;

export interface BioLinkShareContext {
  address: BioUrlNew | null;
  failure: string | null;
}

export type BioLinkShareEvent = BioPageGateEvent;
export type BioLinkShareEmitted = { type: 'route.navigate'; path: string };

export const BIO_URL_LOAD_FAILED = 'The address of your bio link page could not be loaded. Try again.';

export const bioLinkShareMachine = setup({
  types: {
    context: {} as BioLinkShareContext,
    events: {} as BioLinkShareEvent,
    emitted: {} as BioLinkShareEmitted,
    tags: {} as 'busy' | 'error' | 'no-page',
  },
  actors: {
    getBioUrlNew: fromPromise<BioUrlNew>(({ signal }) => getBioUrlNew({}, { signal, ignoreErrors: true })),
  },
  guards: {
    isNoPage: (_, { error }: { error: unknown }) => isNoPageError(error),
  },
  actions: {
    assignAddress: assign((_, output: BioUrlNew) => ({ address: output, failure: null })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: failureText(error, BIO_URL_LOAD_FAILED) })),
    navigateToCreate: emit({ type: 'route.navigate', path: BIO_LINK_NEW_PATH }),
  },
}).createMachine({
  id: 'bioLinkShare',
  description: 'View on website: the public address of the bio page, its short link and QR code (get_bio_url_new).',
  context: { address: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'get_bio_url_new.',
      tags: ['busy'],
      invoke: {
        id: 'getBioUrlNew',
        src: 'getBioUrlNew',
        onDone: {
          target: 'ready',
          actions: { type: 'assignAddress', params: doneOutput },
          description: 'The address, short link and QR code show, with Copy and Open.',
        },
        onError: [
          {
            guard: { type: 'isNoPage', params: errorParams },
            target: 'noPage',
            description: 'The shop has no bio page yet (404).',
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: errorParams },
            description: 'The address did not load: say why and offer to retry.',
          },
        ],
      },
    },
    ready: { description: 'The address shows; copying and the QR code are their own components.' },
    ...bioPageGateStates('The address could not be read; a retry button shows.'),
  },
});

export type BioLinkShareSnapshot = SnapshotFrom<typeof bioLinkShareMachine>;

export const card = {
  machine: bioLinkShareMachine,
  title: 'View on website',
  spec: '§2 viewOnWebsite/index; §7 get_bio_url_new; issue 13',
  screen: 'viewOnWebsite',
} satisfies MachineCard<typeof bioLinkShareMachine>;
