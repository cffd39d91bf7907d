import { Suspense, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AppFeaturesProvider, type AppFeatures } from './app-features';
import { PageErrorBoundary } from './page-error-boundary';
import { DelayedSpinner } from '../components/delayed-spinner';
import { ToastProvider } from '../components/toast-host';
import { AppRuntimeProvider, useAppRuntime, useAppSend, useLaunch, type AppRuntime } from './app-runtime';
import { lazyPage } from './lazy-page';
import { whenStarted } from './deferred-actor';
import { loadAppFrame, loadPageRoutes } from './shell-chunks';
import { launchStatus } from '../../machines/launch.machine';
import { shellView } from '../../domain/shell-view';

/** React Router and the page table come in a chunk of their own (src/views/page-routes.tsx). */
const PageRoutes = lazyPage(loadPageRoutes);

/** The history's current route (pathname and search), followed as it moves. */
function useRoute(): string {
  const { history } = useAppRuntime();
  const subscribe = useCallback((changed: () => void) => history.listen(() => changed()), [history]);
  return useSyncExternalStore(subscribe, () => `${history.location.pathname}${history.location.search}`);
}

function PageOutlet() {
  const { history } = useAppRuntime();
  const pathname = useRoute().split('?')[0]!;
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<DelayedSpinner />}>
        <PageRoutes history={history} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A whole-window message while the app cannot show a page (launch loading, failed, signed out). */
function ShellNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="lm-shell-notice" id="main">
      <div className="lm-shell-notice__box">
        <h1 className="lm-shell-notice__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function LaunchingNotice() {
  return (
    <ShellNotice title="Loading your account">
      <DelayedSpinner />
    </ShellNotice>
  );
}

function Shell() {
  const runtime = useAppRuntime();
  // The side navigation, settings panel and promotion banner: the signed-in app's frame, in a chunk of its own.
  // It shows once the sidebar's machine is in too, so the navigation never opens a moment after the page.
  const AppFrame = useMemo(
    () => lazyPage(async () => (await Promise.all([loadAppFrame(), whenStarted(runtime.sidebar)]))[0]),
    [runtime],
  );
  const send = useAppSend();
  const status = useLaunch(launchStatus);
  const view = shellView(status, useRoute());

  switch (view) {
    case 'publicPage':
      return (
        <main className="lm-public" id="main">
          <PageOutlet />
        </main>
      );
    case 'launching':
      return <LaunchingNotice />;
    case 'failed':
      return (
        <ShellNotice title="Your account could not be loaded">
          <p className="lm-shell-notice__body">Check your connection, then try again.</p>
          <button type="button" className="lm-button" onClick={() => send({ type: 'launch.restart' })}>
            Try again
          </button>
        </ShellNotice>
      );
    case 'signInRequired':
      return (
        <ShellNotice title="Sign in to continue">
          <p className="lm-shell-notice__body">This page belongs to a signed-in creator.</p>
          <button type="button" className="lm-button" onClick={() => send({ type: 'launch.restart' })}>
            Continue
          </button>
        </ShellNotice>
      );
    case 'profileRequired':
      return (
        <ShellNotice title="Finish your profile first">
          <p className="lm-shell-notice__body">Choose your handle to start using Linkmint.</p>
          <button type="button" className="lm-button" onClick={() => send({ type: 'launch.restart' })}>
            Continue
          </button>
        </ShellNotice>
      );
    case 'signInPage':
    case 'forcedProfile':
      // Without the side navigation: nothing leads away from a forced profile but saving it or logging out.
      return (
        <main className="lm-signin" id="main">
          <PageOutlet />
        </main>
      );
    case 'app':
      return (
        <PageErrorBoundary resetKey="app">
          <Suspense fallback={<LaunchingNotice />}>
            <AppFrame>
              <PageOutlet />
            </AppFrame>
          </Suspense>
        </PageErrorBoundary>
      );
  }
}

export function App({ runtime, features }: { runtime: AppRuntime; features: AppFeatures }) {
  return (
    <AppRuntimeProvider runtime={runtime}>
      <ToastProvider toasts={runtime.toasts}>
        <AppFeaturesProvider features={features}>
          <Shell />
        </AppFeaturesProvider>
      </ToastProvider>
    </AppRuntimeProvider>
  );
}
