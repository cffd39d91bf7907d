/**
 * The app-wide features beside the runtime's core actors (src/views/shell/app-runtime.tsx): the confirm dialog,
 * system messages, the update check and the global ad. The composition root creates them once, gives the
 * launch machine its `loadSystemMessages` actor, and connects them to the runtime; views reach them here.
 */
import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import {
  fromPromise,
  type Actor,
  type AnyActorRef,
  type AnyEventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import type { confirmDialogMachine, ConfirmDialogService } from '../../machines/confirm-dialog.machine';
import type { createPanelMachine } from '../../machines/create-panel.machine';
import type { globalAdMachine } from '../../machines/global-ad.machine';
import type { permissionTutorialMachine } from '../../machines/permission-tutorial.machine';
import type { networkStatusMachine } from '../../machines/network-status.machine';
import { launchMachine } from '../../machines/launch.machine';
import type { planUsageMachine } from '../../machines/plan-usage.machine';
import type { supportChatMachine } from '../../machines/support-chat.machine';
import type { SystemMessagesService } from '../../machines/system-messages.machine';
import type { updateCheckMachine } from '../../machines/update-check.machine';
import { browserUpdateCheckInput } from '../../machines/update-check-input';
import { REGISTERED_PATHS } from '../../domain/registered-routes';
import { ConfirmDialogProvider } from '../components/confirm-dialog';
import { FeatureBoundary } from './feature-boundary';
import { useAppRuntime, type AppEvent, type AppRuntime } from './app-runtime';
import { deferredActor, whenStarted } from './deferred-actor';

const systemMessagesModule = () => import('../../machines/system-messages.machine');

export interface AppFeatures {
  readonly confirmDialog: ConfirmDialogService;
  readonly systemMessages: SystemMessagesService;
  readonly updateCheck: Actor<typeof updateCheckMachine>;
  /** The sidebar's 'Create A New Link' panel. */
  readonly createPanel: Actor<typeof createPanelMachine>;
  readonly globalAd: Actor<typeof globalAdMachine>;
  readonly planUsage: Actor<typeof planUsageMachine>;
  readonly supportChat: Actor<typeof supportChatMachine>;
  /** The browser's connection: the no-network tip, and the API client's calls wait for it (main.tsx feeds it). */
  readonly network: Actor<typeof networkStatusMachine>;
  /** The tutorial modal for a permission the browser refused (main.tsx reports unhandled NotAllowedErrors to it). */
  readonly permissionTutorial: Actor<typeof permissionTutorialMachine>;
  /** The launch machine with the system messages as its `loadSystemMessages` actor: hand it to createAppRuntime. */
  readonly launchMachine: typeof launchMachine;
  /** Routes the features' events through the runtime (and the runtime's `globalAd.*` to the ad); returns the undo. */
  connect(runtime: AppRuntime): () => void;
}

/** `inspect`: XState's inspection hook, the same one the runtime's actors get (the statechart viewer follows all). */
export function createAppFeatures(options: { inspect?: (event: InspectionEvent) => void } = {}): AppFeatures {
  // The confirm dialog only shows after a click: its machine and view come in chunks of their own (deferred-actor.ts).
  const confirmDialog: ConfirmDialogService = deferredActor<typeof confirmDialogMachine>(
    () => import('../../machines/confirm-dialog.machine').then((m) => m.confirmDialogMachine),
    null,
    options,
  );
  // System messages load after the user info (launch's `loadSystemMessages`, below), long after their chunk.
  const systemMessages: SystemMessagesService = deferredActor(
    () => systemMessagesModule().then((m) => m.systemMessagesMachine),
    { queue: [], isUnread: false },
    options,
  );
  // The update check answers after a call, and its popups are in a chunk of their own: its machine need not be
  // in the first paint either.
  const updateCheck = deferredActor(
    () => import('../../machines/update-check.machine').then((m) => m.updateCheckMachine),
    { installed: 0, whatsNewShownFor: null, info: null },
    { ...options, input: browserUpdateCheckInput() },
  );
  // The global ad and the support chat come in their own chunks (deferred-actor.ts): neither shows on the first
  // paint, and their machines and API calls kept the shell's initial JS over its budget.
  const globalAd = deferredActor(
    () => import('../../machines/global-ad.machine').then((m) => m.globalAdMachine),
    { ad: null, shopName: null, bannerFlag: false, bannerPeriod: false, bannerClosed: false },
    options,
  );
  // The plan-usage dialog shows only after two calls answer: its machine and texts need not be in the first paint.
  const planUsage = deferredActor(
    () => import('../../machines/plan-usage.machine').then((m) => m.planUsageMachine),
    { registeredPaths: REGISTERED_PATHS, dialog: null },
    { ...options, input: { registeredPaths: REGISTERED_PATHS } },
  );
  const supportChat = deferredActor(
    () => import('../../machines/support-chat.machine').then((m) => m.supportChatMachine),
    { loginToken: null, messenger: null, unread: 0, messages: [] },
    options,
  );
  const network = deferredActor(
    () => import('../../machines/network-status.machine').then((m) => m.networkStatusMachine),
    { online: true },
    { ...options, input: { online: globalThis.navigator?.onLine !== false } },
  );
  // The create panel opens on a click, long after the chunk is in.
  const createPanel = deferredActor(
    () => import('../../machines/create-panel.machine').then((m) => m.createPanelMachine),
    { registeredPaths: REGISTERED_PATHS, whitelisted: false },
    { ...options, input: { registeredPaths: REGISTERED_PATHS } },
  );
  const permissionTutorial = deferredActor(
    () => import('../../machines/permission-tutorial.machine').then((m) => m.permissionTutorialMachine),
    { permission: null },
    options,
  );
  return {
    confirmDialog,
    systemMessages,
    updateCheck,
    createPanel,
    globalAd,
    planUsage,
    supportChat,
    network,
    permissionTutorial,
    launchMachine: launchMachine.provide({
      actors: {
        loadSystemMessages: fromPromise<readonly unknown[], { shopName: string }>(async () => {
          const [{ loadSystemMessagesFrom }] = await Promise.all([systemMessagesModule(), whenStarted(systemMessages)]);
          return loadSystemMessagesFrom(systemMessages);
        }),
      },
    }),
    connect(runtime) {
      const forward = (event: AnyEventObject) => runtime.send(event as AppEvent);
      const subscriptions = [
        systemMessages.on('*', forward),
        globalAd.on('*', forward),
        planUsage.on('*', forward),
        supportChat.on('*', forward),
      ];
      const unregister = runtime.register('globalAd', globalAd);
      // Logout's chat.shutdown ends the chat (spec §4 Logout).
      const unregisterChat = runtime.register('chat', supportChat);
      updateCheck.send({ type: 'update.check' });
      // Spec §4: the plan-usage check runs on creation and again whenever the user info changes.
      let userInfo: unknown;
      const checkOnUserInfo = ({ context: { session } }: SnapshotFrom<typeof runtime.launch>) => {
        if (session.userInfo === userInfo) return;
        userInfo = session.userInfo;
        planUsage.send({ type: 'planUsage.check', token: session.token, shopName: session.shopName });
      };
      checkOnUserInfo(runtime.launch.getSnapshot());
      const checkPlanUsage = runtime.launch.subscribe(checkOnUserInfo);
      return () => {
        for (const s of subscriptions) s.unsubscribe();
        checkPlanUsage.unsubscribe();
        unregister();
        unregisterChat();
      };
    },
  };
}

/** Hands what an actor emits (navigation, toasts, logout.request…) to the runtime while the view lives. */
export function useForwardToRuntime(actor: Pick<AnyActorRef, 'on'>) {
  const runtime = useAppRuntime();
  useEffect(() => {
    const subscription = actor.on('*', (event: AnyEventObject) => runtime.send(event as AppEvent));
    return () => subscription.unsubscribe();
  }, [actor, runtime]);
}

const FeaturesContext = createContext<AppFeatures | null>(null);

export function useAppFeatures(): AppFeatures {
  const features = useContext(FeaturesContext);
  if (!features) throw new Error('useAppFeatures() needs an <AppFeaturesProvider> above it (the app mounts one).');
  return features;
}

/** The features' overlays (dialogs, popups, the chat widget): none shows on the first paint, so they load late. */
const AppOverlays = lazy(() => import('./app-overlays'));

/** Makes the features reachable from views, and shows their overlays above every page. */
export function AppFeaturesProvider({ features, children }: { features: AppFeatures; children: ReactNode }) {
  return (
    <FeaturesContext.Provider value={features}>
      <ConfirmDialogProvider dialog={features.confirmDialog}>
        {children}
        <FeatureBoundary>
          <Suspense fallback={null}>
            <AppOverlays features={features} />
          </Suspense>
        </FeatureBoundary>
      </ConfirmDialogProvider>
    </FeaturesContext.Provider>
  );
}
