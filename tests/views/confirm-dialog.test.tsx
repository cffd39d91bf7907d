import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfirmDialogService } from '../../src/machines/confirm-dialog.machine';
import { ConfirmDialog } from '../../src/views/components/confirm-dialog-view';
import { RichText } from '../../src/views/components/rich-text';
import { CONFIRM_DEFAULT_TITLE, CONFIRM_FADE_MS, Z_MASK, Z_POPUP } from '../../src/domain/spec-constants';

describe('confirm dialog view', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the spec's default texts at the popup layer; the overlay does not close it, Escape does", async () => {
    vi.useFakeTimers();
    const dialog = createConfirmDialogService();
    const onCancel = vi.fn();
    render(<ConfirmDialog dialog={dialog} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => dialog.send({ type: 'dialog.show', onCancel }));
    const shown = screen.getByRole('dialog', { name: CONFIRM_DEFAULT_TITLE });
    expect(shown.textContent).toContain('These settings ONLY apply to your next post.');
    expect(shown.textContent).toContain('They do NOT affect previously published posts.');
    expect(shown.parentElement!.style.zIndex).toBe(String(Z_POPUP));
    expect(screen.getByTestId('modal-mask').style.zIndex).toBe(String(Z_MASK));
    expect(shown.style.width).toBe('360px');

    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(dialog.getSnapshot().value).toBe('visible');

    fireEvent.keyDown(shown, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRM_FADE_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the confirm button loading while an async confirm runs', async () => {
    const dialog = createConfirmDialogService();
    let finish!: () => void;
    render(<ConfirmDialog dialog={dialog} />);
    act(() =>
      dialog.send({
        type: 'dialog.show',
        options: { confirmText: 'OK' },
        onConfirm: () => new Promise<void>((r) => (finish = r)),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const busy = screen.getByRole('button', { name: 'Working' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(dialog.getSnapshot().value).toBe('hiding');
  });
});

describe('rich text of server messages', () => {
  afterEach(cleanup);

  it('keeps the allowed tags and safe links, and drops scripts, handlers and unsafe addresses', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="steal()">Re-link <b>now</b><img src=x onerror="steal()"><script>steal()</script></p><a href="javascript:steal()">bad</a><a href="https://help.linkmint.test">help</a>'
        }
      />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Re-link <b>now</b></p>bad<a href="https://help.linkmint.test" target="_blank" rel="noopener noreferrer">help</a></div>',
    );
  });
});
