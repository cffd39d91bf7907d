import { afterEach, describe, expect, it } from 'vitest';
import { bootIntercom, showIntercom, shutdownIntercom } from '../../src/api/intercom-messenger';

describe('Intercom messenger adapter (browser side)', () => {
  afterEach(() => {
    delete window.Intercom;
    document.head.querySelectorAll('script[data-intercom]').forEach((s) => s.remove());
  });

  it("queues Intercom's calls until its widget loads: boot with identity verification and no launcher, unread and hide callbacks", () => {
    const unread: number[] = [];
    let hidden = 0;
    bootIntercom(
      { appId: 'abc123', userId: 'user-1', userHash: 'f'.repeat(64) },
      { onUnreadCount: (n) => unread.push(n), onHide: () => (hidden += 1) },
    );
    const scripts = document.head.querySelectorAll('script[data-intercom="abc123"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://widget.intercom.io/widget/abc123');
    const queue = (window.Intercom as unknown as { q: unknown[][] }).q;
    expect(queue[0]).toEqual([
      'boot',
      { app_id: 'abc123', user_id: 'user-1', user_hash: 'f'.repeat(64), hide_default_launcher: true },
    ]);
    // What the widget does with the queued callbacks once it has loaded.
    (queue.find((c) => c[0] === 'onUnreadCountChange')![1] as (n: number) => void)(4);
    (queue.find((c) => c[0] === 'onHide')![1] as () => void)();
    expect([unread, hidden]).toEqual([[4], 1]);

    showIntercom();
    shutdownIntercom();
    expect(queue.slice(-2)).toEqual([['show'], ['shutdown']]);
    // A second session (another login) boots again without loading the script twice.
    bootIntercom(
      { appId: 'abc123', userId: 'user-2', userHash: 'e'.repeat(64) },
      { onUnreadCount: () => {}, onHide: () => {} },
    );
    expect(document.head.querySelectorAll('script[data-intercom]')).toHaveLength(1);
  });

  it('does nothing on show or shutdown when Intercom was never loaded (the built-in messenger)', () => {
    expect(() => {
      showIntercom();
      shutdownIntercom();
    }).not.toThrow();
    expect(window.Intercom).toBeUndefined();
  });
});
