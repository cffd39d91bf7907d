import { fromPromise } from 'xstate';
import { CreatorFacingError } from '../domain/creator-facing-error';

/** Writes text to the clipboard; fails where the browser offers none or refuses it (copy buttons, the invitation). */
export const writeClipboard = fromPromise<void, { text: string }>(async ({ input }) => {
  if (!globalThis.navigator?.clipboard) throw new CreatorFacingError('This browser offers no clipboard.');
  await globalThis.navigator.clipboard.writeText(input.text);
});
