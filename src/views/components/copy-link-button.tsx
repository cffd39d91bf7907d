import { useSelector } from '@xstate/react';
import { copyLinkMachine } from '../../machines/copy-link.machine';
import { useForwardToRuntime } from '../shell/app-features';
import { useAppActorRef } from '../shell/app-runtime';
import './link-actions.css';

/** Copies `url` with the copy-link machine, which toasts 'copy successful' (or why not) through the runtime. */
export function CopyLinkButton({ url, label = 'Copy' }: { url: string; label?: string }) {
  const copier = useAppActorRef(copyLinkMachine);
  useForwardToRuntime(copier);
  const busy = useSelector(copier, (s) => s.hasTag('busy'));
  return (
    <button
      type="button"
      className="lm-button lm-button--secondary lm-copy"
      disabled={busy}
      aria-label={`${label} ${url}`}
      onClick={() => copier.send({ type: 'copyLink.copy', text: url })}
    >
      {label}
    </button>
  );
}
