import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastService, showToast } from '../../src/machines/toast.machine';
import { ToastHost, ToastProvider, useToastService } from '../../src/views/components/toast-host';
import {
  COPY_SUCCESS_TEXT,
  COPY_TOAST_MS,
  ERROR_TOAST_MS,
  TOAST_DEFAULT_MS,
  Z_TOAST,
} from '../../src/domain/spec-constants';

describe('toast host', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the current toast in a status region above everything, then the next, then nothing', async () => {
    vi.useFakeTimers();
    const toasts = createToastService();
    render(<ToastHost toasts={toasts} />);
    const region = screen.getByRole('status');
    expect(region.style.zIndex).toBe(String(Z_TOAST));
    expect(region.textContent).toBe('');

    act(() => {
      toasts.send(showToast({ text: 'Error', durationMs: ERROR_TOAST_MS }));
      toasts.send(showToast({ text: 'save successful!' }));
    });
    expect(region.textContent).toBe('Error');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS);
    });
    expect(region.textContent).toBe('save successful!');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DEFAULT_MS);
    });
    expect(region.textContent).toBe('');
    toasts.stop();
  });

  it('gives views below the provider the same service, so a view can raise a toast through it', () => {
    const toasts = createToastService();
    function CopyButton() {
      const service = useToastService();
      return (
        <button
          type="button"
          onClick={() => service.send(showToast({ text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS }))}
        >
          Copy
        </button>
      );
    }
    render(
      <ToastProvider toasts={toasts}>
        <CopyButton />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Copy' }).click());
    expect(screen.getByRole('status').textContent).toBe(COPY_SUCCESS_TEXT);
    expect(toasts.getSnapshot().context.current).toEqual({ text: COPY_SUCCESS_TEXT, durationMs: COPY_TOAST_MS });
    toasts.stop();
  });
});
