/**
 * The app runtime: the root actors, created once per page, and the hooks views read them with.
 *
 * Root actors (real implementations; tests build a runtime with fakes):
 *   launch      launch and the session (src/machines/launch.machine.ts)
 *   navigation  tabs, relaunch, the route stack (src/machines/navigation.machine.ts)
 *   logout      the logout confirmation and sign-out (src/machines/logout.machine.ts)
 *   sidebar     the side navigation's width (src/machines/sidebar.machine.ts)
 *   toasts      the toast line (src/machines/toast.machine.ts)
 *
 * Send app events with `runtime.send(event)` (or `useAppSend()`); each goes to the actor that owns its namespace:
 *   navigation.push {path}        open a page on top of the current one (back returns)
 *   navigation.relaunch {path}    a navigation entry: clear the stack and start over at path
 *   navigation.back               back to the page below (no-op on the first page; see `useCanGoBack()`)
 *   tab.select {tab}              one of the five main tabs (1..5), relaunched at its path
 *   session.signedIn {result, referCode?}   a sign-in answer (LoginResult): saves the session, opens the
 *                                 sidebar, relaunches into the app (or Connect Account when there is no shop)
 *   session.userInfoChanged {userInfo, relaunch}   a saved profile; relaunch: true opens the default tab
 *   session.signedOut             forget the session (the caller navigates)
 *   session.logout                same as logout.request
 *   logout.request                the Log out row: opens the confirmation (state tag 'confirm-visible')
 *   logout.confirm / logout.cancel   the confirmation's OK and Cancel
 *   launch.restart                try launch again (after a failed load, or from a page that needs sign-in)
 *   sidebar.toggle / sidebar.open / sidebar.collapse
 *   toast.show {text, durationMs?}
 *   route.navigate {path} / route.back / route.external {url}   what the sign-in machines emit
 *   settings.open, globalAd.requested, chat.shutdown, ...   features' own namespaces: delivered to the actor a
 *                                 feature registered with `runtime.register('settings', actorRef)`; dropped
 *                                 while none is registered
 *
 * Machines emit events addressed to other actors (xstate `emit`); the runtime delivers them the same way, so
 * launch's `navigation.relaunch` reaches navigation and navigation's `globalAd.requested` reaches the global ad.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyEventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import type { AppHistory } from './app-history';
import { launchMachine, type LaunchEvent, type StoredSession } from '../../machines/launch.machine';
import { navigationMachine, type NavigationEvent } from '../../machines/navigation.machine';
import type { logoutMachine, LogoutEvent } from '../../machines/logout.machine';
import type { sidebarMachine, SidebarEvent } from '../../machines/sidebar.machine';
import type { ToastEvent, ToastService } from '../../machines/toast.machine';
import { parseSavedStack } from '../../domain/route-stack';
import { DESKTOP_MIN_WIDTH_PX } from '../../domain/spec-constants';
import { isPublicRoute } from '../../domain/public-routes';
import { deferredActor } from './deferred-actor';

/** Something that takes events: a feature's actor, registered for its namespace. */
export interface EventReceiver {
  send(event: AnyEventObject): void;
}

/** The events the sign-in machines emit for the runtime to carry out (src/machines/sign-in-effects.ts). */
export type RouteEvent =
  | { type: 'route.navigate'; path: string }
  | { type: 'route.back' }
  | { type: 'route.external'; url: string; newTab?: boolean }
  | { type: 'session.logout' };

export type CoreEvent = LaunchEvent | NavigationEvent | LogoutEvent | SidebarEvent | ToastEvent | RouteEvent;
/** A feature's event, `namespace.verb`, delivered to the actor registered for its namespace. */
export type FeatureEvent = AnyEventObject & { type: `${string}.${string}` };
export type AppEvent = CoreEvent | FeatureEvent;

export interface AppRuntime {
  /** The location history the router renders from and the runtime moves (app-history.ts). */
  readonly history: AppHistory;
  readonly launch: Actor<typeof launchMachine>;
  readonly navigation: Actor<typeof navigationMachine>;
  readonly logout: Actor<typeof logoutMachine>;
  readonly sidebar: Actor<typeof sidebarMachine>;
  readonly toasts: ToastService;
  /** The inspection hook the root actors run with; the views' own actors take it too (useAppActorRef). */
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
  send(event: AppEvent): void;
  /** Delivers the events of `namespace` (e.g. 'settings' for settings.open) to a feature's actor; returns the undo. */
  register(namespace: string, receiver: EventReceiver): () => void;
  /** Stops the actors and listeners (tests; the app lives as long as the page). */
  dispose(): void;
}

export interface AppRuntimeOptions {
  /** The location history (hashHistory in the app, memoryHistory in tests); the app's router renders from it. */
  history: AppHistory;
  toasts: ToastService;
  /** The session local storage kept (spec §3). */
  session: { read(): StoredSession };
  /** The route stack saved before a reload (text as stored), for launch to restore. */
  savedRouteStack: string | null;
  /** Leaves the app for another site (the Facebook sign-in dialog). */
  /** Opens an address outside the app; promotion pages ask for a new tab so the app stays where it was. */
  openExternal(url: string, newTab?: boolean): void;
  /** Reports whether the window is narrow, and later changes; absent where there is no window. */
  viewport?: { narrow: boolean; onChange(listener: (narrow: boolean) => void): () => void };
  /** The position of the current entry in this tab's history, where the router keeps one (hash history). */
  historyIndex?: () => number | null;
  /**
   * XState's inspection hook for the root actors: the app passes the statechart viewer's broadcaster
   * (statechart-inspector.ts), so a viewer tab highlights the states as the creator clicks.
   */
  inspect?: (event: InspectionEvent) => void;
  /** The machines to run; the real ones unless a test hands in ones with fakes provided. */
  machines?: Partial<{
    launch: typeof launchMachine;
    navigation: typeof navigationMachine;
    logout: typeof logoutMachine;
    sidebar: typeof sidebarMachine;
  }>;
}

const routeOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** The namespaces the core actors own; features may not take them over. */
const CORE_NAMESPACES = [
  'navigation',
  'tab',
  'location',
  'session',
  'launch',
  'logout',
  'sidebar',
  'viewport',
  'toast',
  'route',
];

export function createAppRuntime(options: AppRuntimeOptions): AppRuntime {
  const { history, toasts } = options;
  const stored: StoredSession = options.session.read();
  const { inspect } = options;
  const launch = createActor(options.machines?.launch ?? launchMachine, {
    inspect,
    input: { session: stored, route: routeOf(history.location) },
  });
  const navigation = createActor(options.machines?.navigation ?? navigationMachine, {
    inspect,
    input: { location: routeOf(history.location), saved: parseSavedStack(options.savedRouteStack) },
  });
  // Logout answers a click on the Log out row: its machine (and the sign-out call) come in a chunk of their own.
  const logout = options.machines?.logout
    ? createActor(options.machines.logout, { inspect })
    : deferredActor(() => import('../../machines/logout.machine').then((m) => m.logoutMachine), undefined, { inspect });
  // The side navigation shows in the signed-in frame only (app-frame.tsx): its machine comes in a chunk of its own,
  // and the frame waits for it (app.tsx).
  const sidebarInput = { narrow: options.viewport?.narrow ?? false };
  const sidebar = options.machines?.sidebar
    ? createActor(options.machines.sidebar, { inspect, input: sidebarInput })
    : deferredActor(() => import('../../machines/sidebar.machine').then((m) => m.sidebarMachine), sidebarInput, {
        inspect,
        input: sidebarInput,
      });
  const features = new Map<string, EventReceiver>();

  const historyIndex = options.historyIndex ?? browserHistoryIndex;
  function moveRouter(route: string, mode: string) {
    // A public page (the statechart viewer) is opened without a session on purpose: launch's relaunch to login,
    // or a restore of saved pages, must not carry it away. Only a page the viewer itself pushes leaves it.
    if (mode !== 'push' && isPublicRoute(routeOf(history.location))) return;
    // Back steps through the browser's history when the page below is there (pushed in this tab, kept across a
    // reload); a stack restored into a tab without that history (a bookmark, a copied link) replaces instead, so
    // back never leaves the app.
    if (mode === 'back' && (historyIndex() ?? 0) > 0) history.go(-1);
    else if (mode === 'push') history.push(route);
    else history.replace(route);
  }

  function send(event: AppEvent): void {
    const e: AnyEventObject = event;
    // Events arrive from views and from other machines' emits; their payloads are read by name here.
    const field = (name: string) => String((e as Record<string, unknown>)[name] ?? '');
    switch (e.type) {
      case 'location.navigate':
        return moveRouter(field('route'), field('mode'));
      case 'route.navigate':
        return navigation.send({ type: 'navigation.push', path: field('path') });
      case 'route.back':
        return navigation.send({ type: 'navigation.back' });
      case 'route.external':
        return options.openExternal(field('url'), (e as { newTab?: unknown }).newTab === true);
      case 'session.logout':
        return logout.send({ type: 'logout.request' });
    }
    const namespace = e.type.split('.')[0] ?? '';
    switch (namespace) {
      case 'navigation':
      case 'tab':
      case 'location':
        return navigation.send(e as NavigationEvent);
      case 'session':
      case 'launch':
        return launch.send(e as LaunchEvent);
      case 'logout':
        return logout.send(e as LogoutEvent);
      case 'sidebar':
      case 'viewport':
        return sidebar.send(e as SidebarEvent);
      case 'toast':
        return toasts.send(e as ToastEvent);
      default:
        features.get(namespace)?.send(e);
    }
  }

  const forward = (event: AnyEventObject) => send(event as AppEvent);
  const subscriptions = [launch.on('*', forward), navigation.on('*', forward), logout.on('*', forward)];
  let lastRoute = routeOf(history.location);
  const stopRouter = history.listen(({ location }) => {
    const route = routeOf(location);
    if (route === lastRoute) return;
    lastRoute = route;
    navigation.send({ type: 'location.changed', route });
  });
  const stopViewport = options.viewport?.onChange((narrow) => sidebar.send({ type: 'viewport.changed', narrow }));

  // Navigation listens before launch starts: launch's first decision is a relaunch or a restore.
  navigation.start();
  sidebar.start();
  logout.start();
  launch.start();

  return {
    history,
    launch,
    navigation,
    logout,
    sidebar,
    toasts,
    inspect,
    send,
    register(namespace, receiver) {
      if (CORE_NAMESPACES.includes(namespace))
        throw new Error(`'${namespace}.*' events belong to the app runtime's own actors`);
      features.set(namespace, receiver);
      return () => {
        if (features.get(namespace) === receiver) features.delete(namespace);
      };
    },
    dispose() {
      for (const s of subscriptions) s.unsubscribe();
      stopRouter();
      stopViewport?.();
      for (const actor of [launch, navigation, logout, sidebar]) actor.stop();
    },
  };
}

/** The hash history numbers its entries in history.state.idx, as React Router does (kept across reloads). */
function browserHistoryIndex(): number | null {
  const state: unknown = globalThis.history?.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : null;
}

/** Narrow-window reports from matchMedia, for createAppRuntime. */
export function windowViewport(win: Window): AppRuntimeOptions['viewport'] {
  const query = win.matchMedia(`(max-width: ${DESKTOP_MIN_WIDTH_PX - 1}px)`);
  return {
    narrow: query.matches,
    onChange(listener) {
      const onChange = (e: MediaQueryListEvent) => listener(e.matches);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
  };
}

const RuntimeContext = createContext<AppRuntime | null>(null);

export function AppRuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useAppRuntime() needs an <AppRuntimeProvider> above it (the app mounts one).');
  return runtime;
}

/** `send` of the runtime, for event handlers. */
export function useAppSend(): AppRuntime['send'] {
  return useAppRuntime().send;
}

/**
 * useActorRef for a view's own actor, run with the runtime's inspection hook so the statechart viewer follows it
 * (a view rendered on its own, as in the view tests, runs it uninspected).
 */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const inspect = useContext(RuntimeContext)?.inspect;
  const create = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return create(logic, { ...options, inspect });
}

export type LaunchSnapshot = SnapshotFrom<typeof launchMachine>;
export type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;
export type LogoutSnapshot = SnapshotFrom<typeof logoutMachine>;
export type SidebarSnapshot = SnapshotFrom<typeof sidebarMachine>;

export function useLaunch<T>(selector: (snapshot: LaunchSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppRuntime().launch, selector, compare);
}
export function useNavigation<T>(selector: (snapshot: NavigationSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppRuntime().navigation, selector, compare);
}
export function useLogout<T>(selector: (snapshot: LogoutSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppRuntime().logout, selector, compare);
}
export function useSidebar<T>(selector: (snapshot: SidebarSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppRuntime().sidebar, selector, compare);
}

/** The session values of spec §3 (token, shop name, user name, avatar, userInfo, login type, user type). */
export function useSession(): StoredSession {
  return useLaunch((s) => s.context.session);
}

/** True while the signed-in app is shown (launch has the user info). */
export function useIsSignedIn(): boolean {
  return useLaunch((s) => s.hasTag('signed-in'));
}

/** Whether navigation.back has a page to return to (show the header's back arrow). */
export function useCanGoBack(): boolean {
  return useNavigation((s) => s.can({ type: 'navigation.back' }));
}
