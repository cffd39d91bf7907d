/**
 * The delete step the link pages share (My Links, a link's detail, the deep link list): the confirm dialog asks
 * (tag 'confirm-visible', which stays on while the call runs so the dialog's button shows it working), then
 * delete_shortlink runs. What each page does after, or when cancelled or refused, is its own.
 */
import { fromPromise } from 'xstate';
import { deleteShortlink } from '../api/shortlinks';

/** delete_shortlink of one link, short or deep; a refusal is toasted by the API client with the server's sentence. */
export const deleteShortlinkByCode = fromPromise<unknown, { code: string }>(({ input }) => deleteShortlink({ id: input.code }));

/** The states `confirmingDelete` and `deleting`; a machine spreads them into its states and names its own way on. */
export function deleteSteps<const Input, const Cancel extends object, const Done extends object, const Refused extends object>(options: {
  /** The code of the link to delete, from the machine's context. */
  input: Input;
  cancel: Cancel;
  done: Done;
  refused: Refused;
}) {
  return {
    confirmingDelete: {
      description: 'The confirm dialog asks whether to delete the link; its address would stop working wherever it was shared.',
      tags: ['confirm-visible' as const],
      on: {
        'delete.confirm': { target: 'deleting', description: 'Confirmed.' },
        'delete.cancel': options.cancel,
      },
    },
    deleting: {
      description: 'delete_shortlink runs; from then on the address answers 404. The confirm button shows it is working.',
      tags: ['confirm-visible' as const, 'busy' as const],
      invoke: { id: 'deleteShortlink', src: 'deleteShortlink' as const, input: options.input, onDone: options.done, onError: options.refused },
    },
  };
}
