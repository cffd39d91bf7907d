/**
 * The shell's feature views, loaded after the first paint: none of them shows on it, and together they kept the
 * shell's initial JS over its budget (100 kB gzip, bench/bundle-report.ts). Their actors still start with the app
 * (app-features.tsx, the sidebar's create panel); only the views, and the settings panel's machine, load late.
 *
 * A view's chunk loads the first time there is something to show; the settings panel's loads on the first
 * `settings.*` event, which waits here until the panel has registered for its namespace.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyEventObject } from 'xstate';
import type { createPanelMachine } from '../../machines/create-panel.machine';
import { useAppRuntime } from './app-runtime';
import { FeatureBoundary } from './feature-boundary';

function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <FeatureBoundary>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </FeatureBoundary>
    );
  };
}

const SettingsPanelView = deferred(() => import('./settings-panel').then((m) => m.SettingsPanel));
const CreatePanelView = deferred(() => import('./create-panel').then((m) => m.CreatePanel));
export const ConfirmDialogView = deferred(() =>
  import('../components/confirm-dialog-view').then((m) => m.ConfirmDialog),
);
export const PlanUsageDialogView = deferred(() =>
  import('../components/plan-usage-dialog').then((m) => m.PlanUsageDialogView),
);
export const SupportChatWidget = deferred(() => import('../components/support-chat').then((m) => m.SupportChatWidget));
export const ForceUpdatePopup = deferred(() => import('../components/popups').then((m) => m.ForceUpdatePopup));
export const SystemMessagePopup = deferred(() => import('../components/popups').then((m) => m.SystemMessagePopup));
export const WhatsNewPopup = deferred(() => import('../components/popups').then((m) => m.WhatsNewPopup));
export const NoNetworkTip = deferred(() => import('../components/no-network-tip').then((m) => m.NoNetworkTip));
export const PermissionTutorialView = deferred(() =>
  import('../components/permission-tutorial').then((m) => m.PermissionTutorialView),
);

/**
 * The settings panel (settings-panel.tsx) once a `settings.*` event asks for it. Until then this takes the
 * namespace and keeps its events; the panel replays them after registering itself.
 */
export function SettingsPanel() {
  const runtime = useAppRuntime();
  const [pending, setPending] = useState<readonly AnyEventObject[] | null>(null);
  useEffect(
    () => runtime.register('settings', { send: (event) => setPending((queued) => [...(queued ?? []), event]) }),
    [runtime],
  );
  return pending ? <SettingsPanelView pending={pending} /> : null;
}

/** The create panel's view, from its first opening on (it stays mounted to forward what the panel emits). */
export function CreatePanel({ panel }: { panel: ActorRefFrom<typeof createPanelMachine> }) {
  const opened = useSelector(panel, (s) => s.hasTag('panel-visible'));
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  return loaded || opened ? <CreatePanelView panel={panel} /> : null;
}
