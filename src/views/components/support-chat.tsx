import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { supportChatMachine } from '../../machines/support-chat.machine';
import { badgeText, isTap } from '../../domain/support-chat';
import { useFocusTrap } from './use-focus-trap';
import './support-chat.css';

type SupportChatActor = Actor<typeof supportChatMachine>;

/** Where the button sits, from the bottom-right corner of the window (px); dragging moves it. */
interface Offset {
  right: number;
  bottom: number;
}

/**
 * The floating support button (spec §1, §4): draggable, with the unread badge; a tap (under 5 px of movement)
 * opens the messenger. The built-in messenger's panel shows beside it while open.
 */
export function SupportChatWidget({ chat }: { chat: SupportChatActor }) {
  const visible = useSelector(chat, (s) => s.hasTag('button-visible'));
  const unread = useSelector(chat, (s) => s.context.unread);
  const panelOpen = useSelector(chat, (s) => s.hasTag('messenger-open'));
  const [offset, setOffset] = useState<Offset>({ right: 24, bottom: 24 });
  const press = useRef<{ x: number; y: number; from: Offset; dragging: boolean } | null>(null);

  if (!visible) return null;
  const badge = badgeText(unread);

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    press.current = { x: e.clientX, y: e.clientY, from: offset, dragging: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p) return;
    if (!p.dragging && isTap(p, { x: e.clientX, y: e.clientY })) return;
    p.dragging = true;
    const maxRight = window.innerWidth - e.currentTarget.offsetWidth;
    const maxBottom = window.innerHeight - e.currentTarget.offsetHeight;
    setOffset({
      right: Math.min(Math.max(0, p.from.right - (e.clientX - p.x)), Math.max(0, maxRight)),
      bottom: Math.min(Math.max(0, p.from.bottom - (e.clientY - p.y)), Math.max(0, maxBottom)),
    });
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    press.current = null;
    if (p && !p.dragging && isTap(p, { x: e.clientX, y: e.clientY })) chat.send({ type: 'chat.tap' });
  };

  return (
    <>
      <button
        type="button"
        className="lm-chat-button"
        aria-label={badge ? `Support chat, ${badge} unread` : 'Support chat'}
        style={{ right: offset.right, bottom: offset.bottom }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (press.current = null)}
        onKeyDown={(e) => {
          // Keyboard users have no drag; Enter and Space open the messenger as a tap does.
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            chat.send({ type: 'chat.tap' });
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        {badge && (
          <span className="lm-chat-button__badge" data-testid="chat-badge">
            {badge}
          </span>
        )}
      </button>
      {panelOpen && <MessengerPanel chat={chat} offset={offset} />}
    </>
  );
}

/** The built-in messenger: the conversation, a text box and send. */
function MessengerPanel({ chat, offset }: { chat: SupportChatActor; offset: Offset }) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const loading = useSelector(
    chat,
    (s) => s.matches({ running: { open: 'loading' } }) && s.context.messages.length === 0,
  );
  const sending = useSelector(chat, (s) => s.hasTag('busy'));
  const [text, setText] = useState('');
  // Not modal (the page stays usable): focus moves in when it opens and back to the button when it closes.
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, true, { trap: false });
  const submit = () => {
    if (sending || text.trim() === '') return;
    chat.send({ type: 'chat.send', text });
    setText('');
  };
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="lm-chat-panel"
      aria-label="Support chat"
      onKeyDown={(event) => {
        if (event.key === 'Escape') chat.send({ type: 'chat.close' });
      }}
      style={{ right: offset.right, bottom: offset.bottom + 64 }}
    >
      <header className="lm-chat-panel__header">
        <span>Linkmint Support</span>
        <button
          type="button"
          className="lm-chat-panel__close"
          aria-label="Close support chat"
          onClick={() => chat.send({ type: 'chat.close' })}
        >
          ×
        </button>
      </header>
      <ol className="lm-chat-panel__messages" aria-live="polite">
        {loading && <li className="lm-chat-panel__hint">Loading…</li>}
        {!loading && messages.length === 0 && (
          <li className="lm-chat-panel__hint">Ask us anything: we usually answer within a few hours.</li>
        )}
        {messages.map((m) => (
          <li key={m.id} className={`lm-chat-panel__message lm-chat-panel__message--${m.author}`}>
            {m.body}
          </li>
        ))}
      </ol>
      <form
        className="lm-chat-panel__compose"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <textarea
          aria-label="Message"
          placeholder="Write a message…"
          maxLength={4000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" disabled={sending || text.trim() === ''}>
          Send
        </button>
      </form>
    </section>
  );
}
