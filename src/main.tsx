import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { App } from './views/shell/app';
import { hashHistory } from './views/shell/app-history';
import { createAppRuntime, windowViewport } from './views/shell/app-runtime';
import { broadcastInspector } from './views/shell/statechart-inspector';
import { createAppFeatures } from './views/shell/app-features';
import { loadAppFrame, loadPageRoutes } from './views/shell/shell-chunks';
import { configureApi } from './api/client';
import { browserSessionStore } from './api/session-store';
import { browserRouteStackStore } from './api/route-stack-store';
import { createToastService, showToast } from './machines/toast.machine';
import { desktopRedirect } from './domain/desktop-redirect';
import { facebookReturnRoute } from './domain/facebook-return';
import { deniedPermissionOf } from './domain/denied-permission';
import { APP_BASE_PATH, LOGIN_PATH, MOBILE_WEB_URL_META } from './domain/spec-constants';
import './views/shell/shell.css';

function start() {
  const session = browserSessionStore();
  // Another tab's statechart viewer follows every actor of this one (state values and event types only).
  const inspect = broadcastInspector();
  const toasts = createToastService({ inspect });
  const history = hashHistory(window);
  // The API is configured before the runtime starts: launch's first call (the user info) goes out at once.
  configureApi({
    getToken: session.token,
    getShopDomain: session.shopDomain,
    getCurrentRoute: () => `${history.location.pathname}${history.location.search}`,
    notify: (toast) => toasts.send(showToast(toast)),
    // The before-login routine (spec §8): the token is no longer valid, so drop the session and start over at login.
    relaunchToLogin: () => {
      runtime.send({ type: 'session.signedOut' });
      runtime.send({ type: 'navigation.relaunch', path: LOGIN_PATH });
    },
    // A feature the plan lacks: the plan-usage dialog says which plan has it and opens the plans page.
    planRequired: (message) => features.planUsage.send({ type: 'planUsage.planRequired', message }),
    // Calls wait while the browser is offline and go out when it is back (the network status machine).
    connectivity: {
      isOffline: () => features.network.getSnapshot().hasTag('no-network'),
      whenOnline: async (signal) => void (await waitFor(features.network, (s) => !s.hasTag('no-network'), { signal })),
    },
  });
  // The features exist before launch starts: launch loads the system messages through them once signed in.
  const features = createAppFeatures({ inspect });
  const runtime = createAppRuntime({
    history,
    toasts,
    session,
    savedRouteStack: browserRouteStackStore().readSaved(),
    openExternal: (url, newTab) => (newTab ? openInNewTab(url) : window.location.assign(url)),
    viewport: windowViewport(window),
    machines: { launch: features.launchMachine },
    inspect,
  });
  features.connect(runtime);
  window.addEventListener('offline', () => features.network.send({ type: 'network.offline' }));
  window.addEventListener('online', () => features.network.send({ type: 'network.online' }));

  // A browser refusal (NotAllowedError) that no flow handled opens the tutorial modal instead of failing silently.
  const tutor = (error: unknown, event: Event) => {
    const permission = deniedPermissionOf(error);
    if (!permission) return;
    event.preventDefault();
    features.permissionTutorial.send({ type: 'permission.denied', permission });
  };
  window.addEventListener('unhandledrejection', (event) => tutor(event.reason, event));
  window.addEventListener('error', (event) => tutor(event.error, event));
  // A blocked pop-up is no exception, only a missing window: reported the same way.
  function openInNewTab(url: string) {
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else features.permissionTutorial.send({ type: 'permission.denied', permission: 'popup' });
  }

  // Every page renders through the pages' router chunk, and a creator's inside the signed-in frame: both load
  // beside launch's first call. A failure here is the shell's to show (its own load reports it), so this early
  // start stays quiet.
  loadPageRoutes().catch(() => undefined);
  if (session.token()) loadAppFrame().catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} features={features} />
    </StrictMode>,
  );
}

// Facebook's sign-in (and Auto DM's connect dialog) sends the browser back with its answer in the query
// (src/domain/facebook-return.ts): move it onto the page's hash route before anything reads the hash.
const facebookReturn = facebookReturnRoute(window.location.search, window.location.pathname, window.location.hash);
if (facebookReturn) window.history.replaceState(null, '', `${APP_BASE_PATH}#${facebookReturn}`);

// The desktop-only redirect (spec §2) runs before anything renders, so a phone never flashes the desktop app.
// The server writes the mobile web app's address into index.html; without it nobody is redirected.
const redirect = desktopRedirect({
  mobileWebUrl: document.querySelector<HTMLMetaElement>(`meta[name="${MOBILE_WEB_URL_META}"]`)?.content || null,
  appUrl: `${window.location.origin}${APP_BASE_PATH}`,
  viewportWidth: window.innerWidth,
  userAgent: navigator.userAgent,
  search: window.location.search,
  route: window.location.hash.replace(/^#/, '') || '/',
});
if (redirect) window.location.replace(redirect);
else start();
