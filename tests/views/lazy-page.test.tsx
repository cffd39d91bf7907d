import { Suspense, type ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/views/shell/lazy-page';
import { PageErrorBoundary } from '../../src/views/shell/page-error-boundary';
import { DelayedSpinner } from '../../src/views/components/delayed-spinner';

function mount(load: () => Promise<{ default: () => ReactElement }>, timeoutMs = 1_000) {
  const Page = lazyPage(load, timeoutMs);
  return render(
    <PageErrorBoundary resetKey="a">
      <Suspense fallback={<DelayedSpinner />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('lazy pages', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows no spinner for a fast load, then the page', async () => {
    vi.useFakeTimers();
    mount(() => Promise.resolve({ default: () => <h1>Loaded</h1> }));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading').textContent).toBe('Loaded');
  });

  it('shows the spinner once loading passes 200 ms', async () => {
    vi.useFakeTimers();
    mount(() => new Promise(() => {}), 60_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2);
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('shows the refresh message when a chunk fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(() => Promise.reject(new Error('404 on chunk')));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred, refresh the page');
  });

  it('shows the refresh message when a chunk never arrives', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(() => new Promise(() => {}), 5_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_001);
    });
    expect(screen.getByRole('alert').textContent).toContain('An error occurred, refresh the page');
  });
});
