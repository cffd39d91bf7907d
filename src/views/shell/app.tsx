import { Suspense, type ReactNode } from 'react';
import {
  Outlet,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PAGE_ROUTES } from '../routes';
import { Sidebar } from './sidebar';
import { SettingsPanel } from './lazy-features';
import { PromotionBanner } from './promotion-banner';
import { AppFeaturesProvider, type AppFeatures } from './app-features';
import { PageErrorBoundary } from './page-error-boundary';
import { DelayedSpinner } from '../components/delayed-spinner';
import { ToastProvider } from '../components/toast-host';
import { AppRuntimeProvider, useAppSend, useLaunch, type AppRuntime } from './app-runtime';
import { launchStatus } from '../../machines/launch.machine';
import { shellView } from '../../domain/shell-view';

function PageOutlet() {
  const location = useLocation();
  return (
    <PageErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
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

function Shell() {
  const location = useLocation();
  const send = useAppSend();
  const status = useLaunch(launchStatus);
  const view = shellView(status, `${location.pathname}${location.search}`);

  switch (view) {
    case 'publicPage':
      return (
        <main className="lm-public" id="main">
          <PageOutlet />
        </main>
      );
    case 'launching':
      return (
        <ShellNotice title="Loading your account">
          <DelayedSpinner />
        </ShellNotice>
      );
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
        <div className="lm-shell">
          <Sidebar />
          <SettingsPanel />
          <main className="lm-content" id="main">
            <div className="lm-content__inner">
              <PromotionBanner />
              <PageOutlet />
            </div>
          </main>
        </div>
      );
  }
}

/** The app's routes: every page of src/views/routes.tsx inside the shell. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: PAGE_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
  },
];

/** The declarative routes over the runtime's history (not a data router: the smaller bundle, see app-history.ts). */
function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

export function App({ runtime, features }: { runtime: AppRuntime; features: AppFeatures }) {
  return (
    <AppRuntimeProvider runtime={runtime}>
      <ToastProvider toasts={runtime.toasts}>
        <AppFeaturesProvider features={features}>
          <HistoryRouter history={runtime.history}>
            <AppRoutes />
          </HistoryRouter>
        </AppFeaturesProvider>
      </ToastProvider>
    </AppRuntimeProvider>
  );
}
