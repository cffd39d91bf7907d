import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPanelMachine } from '../../src/machines/create-panel.machine';
import { CreatePanel } from '../../src/views/shell/create-panel';
import { AppRuntimeProvider, type AppRuntime } from '../../src/views/shell/app-runtime';

afterEach(cleanup);

const REGISTERED = ['/pages/midTabBar/index_new'];

/** The panel with a whitelist check the test settles, and a runtime that only records what reaches it. */
function openPanel() {
  let settle: { resolve: (whitelisted: boolean) => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const check = new Promise<boolean>((resolve, reject) => (settle = { resolve, reject }));
  const panel = createActor(
    createPanelMachine.provide({ actors: { checkBoostingWhitelist: fromPromise(() => check) } }),
    {
      input: { registeredPaths: REGISTERED },
    },
  ).start();
  const runtime = { send: vi.fn() } as unknown as AppRuntime;
  render(
    <AppRuntimeProvider runtime={runtime}>
      <CreatePanel panel={panel} />
    </AppRuntimeProvider>,
  );
  act(() => panel.send({ type: 'createPanel.open' }));
  return { settle, runtime, check };
}

const actionIds = () =>
  Array.from(document.querySelectorAll('.lm-create-panel__action')).map((b) => b.getAttribute('data-action'));

describe('create panel view', () => {
  it('shows a skeleton while the whitelist is checked, then the actions; an available one navigates and closes', async () => {
    const { settle, runtime, check } = openPanel();
    expect(screen.getByRole('dialog', { name: 'Create A New Link' })).toBeTruthy();
    expect(screen.getAllByTestId('create-panel-skeleton')).toHaveLength(5);
    await act(async () => {
      settle.resolve(true);
      await check;
    });
    expect(actionIds()).toEqual(['boosting', 'landingPage', 'gallery', 'collage', 'deepLink']);
    const boosting = screen.getByRole('button', { name: /Submit Content for Boosting/ }) as HTMLButtonElement;
    expect([boosting.disabled, boosting.title]).toEqual([true, 'This page is not available yet.']);
    fireEvent.click(screen.getByRole('button', { name: 'Create a Deep Link' }));
    expect(runtime.send).toHaveBeenCalledWith({ type: 'route.navigate', path: '/pages/midTabBar/index_new' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed whitelist check loads the panel without the boosting action', async () => {
    const { settle, check } = openPanel();
    await act(async () => {
      settle.reject(new Error('offline'));
      await check.catch(() => undefined);
    });
    expect(actionIds()).toEqual(['landingPage', 'gallery', 'collage', 'deepLink']);
  });
});
