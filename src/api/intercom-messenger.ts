/**
 * The Intercom side of the support chat port in the browser: loads Intercom's messenger for the configured
 * workspace and boots it with identity verification (the chat host's token carries app id, user id and hash).
 * Only used when the server is configured for Intercom; the built-in messenger needs none of this.
 */
import type { IntercomIdentity } from '../domain/support-chat';

type IntercomCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    Intercom?: IntercomCommand;
  }
}

export interface IntercomEvents {
  onUnreadCount(count: number): void;
  onHide(): void;
}

const WIDGET_URL = 'https://widget.intercom.io/widget/';

/** Intercom's documented loader: queue calls until the widget script has loaded and replaced the queue. */
function intercomQueue(win: Window): IntercomCommand {
  if (win.Intercom) return win.Intercom;
  const queue: unknown[][] = [];
  const stub = (...args: unknown[]) => void queue.push(args);
  (stub as unknown as { q: unknown[][] }).q = queue;
  win.Intercom = stub;
  return stub;
}

export function bootIntercom(identity: IntercomIdentity, events: IntercomEvents, win: Window = window): void {
  const intercom = intercomQueue(win);
  if (!win.document.querySelector(`script[data-intercom="${identity.appId}"]`)) {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${WIDGET_URL}${encodeURIComponent(identity.appId)}`;
    script.dataset.intercom = identity.appId;
    win.document.head.appendChild(script);
  }
  // The app has its own draggable button with a badge (spec §1), so Intercom's launcher stays hidden.
  intercom('boot', {
    app_id: identity.appId,
    user_id: identity.userId,
    user_hash: identity.userHash,
    hide_default_launcher: true,
  });
  intercom('onUnreadCountChange', (count: number) => events.onUnreadCount(count));
  intercom('onHide', () => events.onHide());
}

export function showIntercom(win: Window = window): void {
  win.Intercom?.('show');
}

export function shutdownIntercom(win: Window = window): void {
  win.Intercom?.('shutdown');
}
