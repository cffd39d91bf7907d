import { useSelector } from '@xstate/react';
import { mailLinkMachine } from '../../machines/mail-link.machine';
import { useForwardToRuntime } from '../shell/app-features';
import { useAppActorRef } from '../shell/app-runtime';
import './link-actions.css';

/** Opens the creator's mail client on a message holding `url` (mail-link.machine.ts says when there is none). */
export function EmailLinkButton({ url, subject }: { url: string; subject: string }) {
  const mailer = useAppActorRef(mailLinkMachine);
  useForwardToRuntime(mailer);
  const busy = useSelector(mailer, (s) => s.hasTag('busy'));
  return (
    <button
      type="button"
      className="lm-button lm-button--secondary lm-copy"
      disabled={busy}
      aria-label={`Email ${url}`}
      onClick={() => mailer.send({ type: 'mail.compose', subject, body: url })}
    >
      Email
    </button>
  );
}
