import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outlet, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import type { AppHistory } from '../../src/views/shell/app-history';
import { memoryHistory } from '../../src/views/shell/app-history-memory';
import { fromPromise, type AnyEventObject } from 'xstate';
import {
  createAppRuntime,
  AppRuntimeProvider,
  useCanGoBack,
  useIsSignedIn,
  type AppRuntime,
} from '../../src/views/shell/app-runtime';
import { Sidebar } from '../../src/views/shell/sidebar';
import { AppFeaturesProvider, createAppFeatures } from '../../src/views/shell/app-features';
import { launchMachine } from '../../src/machines/launch.machine';
import { createToastService } from '../../src/machines/toast.machine';
import { EMPTY_SESSION, type StoredSession, type UserInfo } from '../../src/api/session-store';
import { ROUTE_STACK_KEY } from '../../src/api/route-stack-store';
import { ACCOUNT_PATH_NEW_USER } from '../../src/domain/tabs';
import { LOGIN_PATH } from '../../src/domain/spec-constants';
import { signInAnswerOf, userInfoOf } from '../support/session-fixtures';

const INFO = userInfoOf({ userType: 'new' });
const SIGNED_IN: StoredSession = {
  ...EMPTY_SESSION,
  token: 'tok',
  shopName: 'janeshop',
  loginType: 1,
  userType: 'new',
};

function Probe() {
  const signedIn = useIsSignedIn();
  const canGoBack = useCanGoBack();
  return (
    <p>
      {signedIn ? 'signed in' : 'not signed in'}, {canGoBack ? 'can go back' : 'first page'}
    </p>
  );
}

let runtime: AppRuntime | undefined;
let userInfo: (info: UserInfo | null) => void = () => undefined;

function Routes() {
  return useRoutes([
    {
      element: (
        <>
          <Sidebar />
          <Probe />
          <Outlet />
        </>
      ),
      children: [{ path: '*', element: <p>page</p> }],
    },
  ]);
}

function start(session: StoredSession, initial = '/', saved: string | null = null) {
  const router = memoryHistory([initial]);
  const launch = launchMachine.provide({
    actors: {
      getInfo: fromPromise(() => new Promise<UserInfo | null>((resolve) => (userInfo = resolve))),
      loadSystemMessages: fromPromise<readonly unknown[], { shopName: string }>(async () => []),
    },
  });
  runtime = createAppRuntime({
    history: router,
    toasts: createToastService(),
    session: { read: () => session },
    savedRouteStack: saved,
    openExternal: () => undefined,
    machines: { launch },
  });
  render(
    <AppRuntimeProvider runtime={runtime}>
      {/* The sidebar's create panel is one of the app features; nothing here connects them to the runtime. */}
      <AppFeaturesProvider features={createAppFeatures()}>
        <HistoryRouter history={router}>
          <Routes />
        </HistoryRouter>
      </AppFeaturesProvider>
    </AppRuntimeProvider>,
  );
  return { router, runtime };
}

const where = (history: AppHistory) => `${history.location.pathname}${history.location.search}`;
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

describe('app runtime', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    runtime?.dispose();
    runtime = undefined;
  });

  it('sends a visitor without a token to login', async () => {
    const { router } = start(EMPTY_SESSION, '/pages/myLinks/index');
    await settle();
    expect(where(router)).toBe(LOGIN_PATH);
    expect(screen.getByText(/not signed in/)).toBeTruthy();
  });

  it('keeps a visitor without a token on the sign-in page they opened (create account, forgot password)', async () => {
    for (const page of ['/pages/createAccount/index?referCode=VIP42', '/pages/forgotPassword/index']) {
      const { router } = start(EMPTY_SESSION, page);
      await settle();
      expect(where(router)).toBe(page);
      expect(sessionStorage.getItem(ROUTE_STACK_KEY)).toBe(JSON.stringify([page]));
      cleanup();
      runtime?.dispose();
    }
  });

  it('restores the saved pages, then shows the handle once the user info is in', async () => {
    const saved = JSON.stringify(['/pages/myLinks/index', '/pages/myLinks/detail?id=7']);
    const { router } = start(SIGNED_IN, '/pages/myLinks/detail?id=7', saved);
    await settle();
    expect(screen.getByText('not signed in, can go back')).toBeTruthy();
    await act(async () => userInfo(INFO));
    await settle();
    expect(screen.getByText('signed in, can go back')).toBeTruthy();
    expect(screen.getByText('jane.links')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Links' }).getAttribute('aria-current')).toBe('page');
    // The Account tab of a new creator leads to the new-user page.
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(`#${ACCOUNT_PATH_NEW_USER}`);

    await act(async () => runtime!.send({ type: 'navigation.back' }));
    await settle();
    expect(where(router)).toBe('/pages/myLinks/index');
    expect(sessionStorage.getItem(ROUTE_STACK_KEY)).toBe('["/pages/myLinks/index"]');
  });

  it('relaunches at a tab on click, and the tab shows as current', async () => {
    const { router } = start(SIGNED_IN, '/');
    await act(async () => userInfo(INFO));
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Deep Link' }));
    await settle();
    expect(where(router)).toBe('/pages/midTabBar/index_new');
    expect(screen.getByRole('link', { name: 'Deep Link' }).getAttribute('aria-current')).toBe('page');
    expect(sessionStorage.getItem(ROUTE_STACK_KEY)).toBe('["/pages/midTabBar/index_new"]');
  });

  it('delivers a feature namespace to the actor registered for it: the avatar opens settings', async () => {
    start(SIGNED_IN, '/');
    await act(async () => userInfo(INFO));
    await settle();
    const received: AnyEventObject[] = [];
    const undo = runtime!.register('settings', { send: (e) => void received.push(e) });
    fireEvent.click(screen.getByRole('button', { name: 'Settings for jane.links' }));
    expect(received).toEqual([{ type: 'settings.open' }]);
    undo();
    fireEvent.click(screen.getByRole('button', { name: 'Settings for jane.links' }));
    expect(received).toHaveLength(1);
    expect(() => runtime!.register('navigation', { send: () => undefined })).toThrow(/belong to the app runtime/);
  });

  it('carries out what the sign-in machines emit: a sign-in opens the app at the default tab', async () => {
    const { router } = start(EMPTY_SESSION, '/');
    await settle();
    act(() => runtime!.send({ type: 'route.navigate', path: '/pages/createAccount/index' }));
    await settle();
    expect(where(router)).toBe('/pages/createAccount/index');
    act(() => runtime!.send({ type: 'route.back' }));
    await settle();
    expect(where(router)).toBe(LOGIN_PATH);

    act(() => runtime!.sidebar.send({ type: 'sidebar.collapse' }));
    act(() =>
      runtime!.send({
        type: 'session.signedIn',
        result: signInAnswerOf({ token: 'tok', userType: 'new' }),
      }),
    );
    await settle();
    expect(where(router)).toBe('/');
    expect(runtime!.sidebar.getSnapshot().hasTag('sidebar-open')).toBe(true);
    expect(localStorage.getItem('linkmint.token')).toBe('tok');
    await act(async () => userInfo(INFO));
    expect(screen.getByText('signed in, first page')).toBeTruthy();
  });
});
