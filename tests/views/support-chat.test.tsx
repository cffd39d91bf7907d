import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { supportChatMachine, type SupportMessage } from '../../src/machines/support-chat.machine';
import { BUILTIN_MESSENGER_TOKEN } from '../../src/domain/support-chat';
import { SupportChatWidget } from '../../src/views/components/support-chat';

/** A running built-in chat: signed in, token answered, past the 2 s init delay. */
async function runningChat(sent: string[] = []) {
  const clock = new SimulatedClock();
  const chat = createActor(
    supportChatMachine.provide({
      guards: { isSignedIn: () => true },
      actors: {
        token: fromPromise(async () => BUILTIN_MESSENGER_TOKEN),
        runMessenger: fromCallback(() => {}),
        pollUnread: fromCallback(() => {}),
        messagesList: fromPromise<SupportMessage[]>(async () => []),
        send: fromPromise<SupportMessage, { text: string }>(async ({ input }) => {
          sent.push(input.text);
          return { id: 'm1', author: 'creator', body: input.text, createdAt: '2026-11-21T10:00:00.000Z' };
        }),
      },
      actions: { assignLoginToken: () => {}, shutdownMessenger: () => {} },
    }),
    { clock },
  ).start();
  clock.increment(1000);
  await act(async () => {});
  clock.increment(2000);
  return chat;
}

const press = (el: Element, from: { x: number; y: number }, to: { x: number; y: number }) => {
  fireEvent.pointerDown(el, { clientX: from.x, clientY: from.y, pointerId: 1 });
  fireEvent.pointerMove(el, { clientX: to.x, clientY: to.y, pointerId: 1 });
  fireEvent.pointerUp(el, { clientX: to.x, clientY: to.y, pointerId: 1 });
};

describe('support chat widget', () => {
  afterEach(cleanup);

  it('shows the unread badge up to 999 and 999+ beyond; nothing at 0', async () => {
    const chat = await runningChat();
    render(<SupportChatWidget chat={chat} />);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    act(() => chat.send({ type: 'chat.unread', count: 999 }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('999');
    act(() => chat.send({ type: 'chat.unread', count: 1000 }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('999+');
    expect(screen.getByRole('button', { name: 'Support chat, 999+ unread' })).toBeTruthy();
    chat.stop();
  });

  it('a press that moves 4 px is a tap: it opens the messenger and clears the badge; a 6 px move is a drag', async () => {
    const chat = await runningChat();
    render(<SupportChatWidget chat={chat} />);
    act(() => chat.send({ type: 'chat.unread', count: 3 }));
    const button = screen.getByRole('button', { name: /^Support chat/ });
    act(() => press(button, { x: 100, y: 100 }, { x: 106, y: 100 }));
    expect(chat.getSnapshot().matches({ running: 'closed' })).toBe(true);
    expect(screen.getByTestId('chat-badge').textContent).toBe('3');
    act(() => press(button, { x: 100, y: 100 }, { x: 104, y: 100 }));
    expect(chat.getSnapshot().hasTag('messenger-open')).toBe(true);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    expect(screen.getByRole('region', { name: 'Support chat' })).toBeTruthy();
    chat.stop();
  });

  it('sends what the creator writes and empties the text box; a blank message cannot be sent', async () => {
    const sent: string[] = [];
    const chat = await runningChat(sent);
    render(<SupportChatWidget chat={chat} />);
    act(() => chat.send({ type: 'chat.tap' }));
    await act(async () => {});
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const sendButton = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(sendButton.disabled).toBe(true);
    fireEvent.change(box, { target: { value: ' Where are my clicks? ' } });
    await act(async () => fireEvent.click(sendButton));
    expect(sent).toEqual(['Where are my clicks?']);
    expect(box.value).toBe('');
    chat.stop();
  });
});
