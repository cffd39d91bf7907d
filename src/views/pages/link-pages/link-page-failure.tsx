import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { linkPageMachine } from '../../../machines/link-page.machine';

/** A combined or group link's page that could not be loaded: the machine's sentence and Try again. */
export function LinkPageFailure({ page }: { page: Actor<typeof linkPageMachine> }) {
  const error = useSelector(page, (s) => s.context.failure);
  return (
    <div className="lm-page-error" role="alert">
      <p>{error}</p>
      <button type="button" className="lm-button" onClick={() => page.send({ type: 'linkPage.retry' })}>
        Try again
      </button>
    </div>
  );
}
