/**
 * The delete step the link pages share (My Links, a link's detail, the deep link list, and a boosting draft): the confirm dialog asks
 * (tag 'confirm-visible', which stays on while the call runs so the dialog's button shows it working), then
 * delete_shortlink runs. What each page does after, or when cancelled or refused, is its own.
 */
import { fromPromise } from 'xstate';
import { deleteShortlink } from '../api/short-links';

/** delete_shortlink of one link, short or deep; a refusal is toasted by the API client with the server's sentence. */
export const deleteShortlinkByCode = fromPromise<unknown, { code: string }>(({ input }) =>
  deleteShortlink({ id: input.code }),
);

const LINK_DELETE_DESCRIPTIONS = {
  asking: 'The confirm dialog asks whether to delete the link; its address would stop working wherever it was shared.',
  deleting: 'delete_shortlink runs; from then on the address answers 404. The confirm button shows it is working.',
};

/**
 * The states `confirmingDelete` and `deleting`; a machine spreads them into its states and names its own way on.
 * Other pages' deletions (a boosting draft) name their own delete actor and say what is deleted.
 */
export function deleteSteps<
  const Input,
  const Cancel extends object,
  const Done extends object,
  const Refused extends object,
  const Src extends string = 'deleteShortlink',
>(options: {
  /** What the delete call needs (the code of the link), from the machine's context. */
  input: Input;
  cancel: Cancel;
  done: Done;
  refused: Refused;
  /** The actor that deletes (and the invoke's id); delete_shortlink's by default. */
  src?: Src;
  descriptions?: { asking: string; deleting: string };
}) {
  const src = (options.src ?? 'deleteShortlink') as Src;
  const descriptions = options.descriptions ?? LINK_DELETE_DESCRIPTIONS;
  return {
    confirmingDelete: {
      description: descriptions.asking,
      tags: ['confirm-visible' as const],
      on: {
        'delete.confirm': { target: 'deleting', description: 'Confirmed.' },
        'delete.cancel': options.cancel,
      },
    },
    deleting: {
      description: descriptions.deleting,
      tags: ['confirm-visible' as const, 'busy' as const],
      invoke: { id: src, src, input: options.input, onDone: options.done, onError: options.refused },
    },
  };
}
