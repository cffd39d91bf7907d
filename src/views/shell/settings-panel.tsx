import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyEventObject } from 'xstate';
import { settingsPanelMachine, type SettingsPanelEvent } from '../../machines/settings-panel.machine';
import {
  SETTINGS_PANEL_MIN_HEIGHT_PX,
  SETTINGS_PANEL_WIDTH_PX,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_OPEN_PX,
  Z_NAVBAR,
} from '../../domain/spec-constants';
import { useAppRuntime, useNavigation, useSession, useSidebar, useAppActorRef } from './app-runtime';
import { useForwardToRuntime } from './app-features';
import { useFocusTrap } from '../components/use-focus-trap';
import { SettingsContent } from './settings-content';
import { appBaseUrl } from './app-address';
import { REGISTERED_PATHS } from '../../domain/registered-routes';

const NO_EVENTS: readonly AnyEventObject[] = [];

/**
 * The settings side panel beside the side navigation (spec §2). It takes `settings.*` events from the app runtime
 * (the avatar sends settings.open), hands what it emits (navigation, toasts, logout.request) back to the runtime,
 * and closes on a click anywhere outside it, on Escape and when another page comes on screen.
 */
export function SettingsPanel({ pending = NO_EVENTS }: { pending?: readonly AnyEventObject[] }) {
  const runtime = useAppRuntime();
  const session = useSession();
  const route = useNavigation((s) => s.context.location);
  const sidebarOpen = useSidebar((s) => s.hasTag('sidebar-open'));
  const panel = useAppActorRef(settingsPanelMachine, {
    input: { appBaseUrl: appBaseUrl(), registeredPaths: REGISTERED_PATHS },
  });
  const snapshot = useSelector(panel, (s) => s);

  // The avatar's settings.open carries nothing; the page open now and the user info the runtime keeps go with it.
  const latest = useRef({ route, userInfo: session.userInfo });
  latest.current = { route, userInfo: session.userInfo };
  const replayed = useRef(0);
  useEffect(() => {
    const receiver = {
      send: (event: AnyEventObject) =>
        panel.send(
          event.type === 'settings.open'
            ? { type: 'settings.open', route: latest.current.route, userInfo: latest.current.userInfo }
            : (event as SettingsPanelEvent),
        ),
    };
    const undo = runtime.register('settings', receiver);
    // The events that arrived while this panel's chunk loaded (lazy-features.tsx), each delivered once.
    for (const event of pending.slice(replayed.current)) receiver.send(event);
    replayed.current = pending.length;
    return undo;
  }, [runtime, panel, pending]);
  useForwardToRuntime(panel);

  // Another page on screen closes the panel (a row, a link, the address bar, back): its backdrop never outlives it.
  useEffect(() => {
    panel.send({ type: 'settings.navigated', route });
  }, [panel, route]);
  const visible = snapshot.hasTag('panel-visible');
  useEffect(() => {
    if (!visible) return undefined;
    // Escape inside a modal of the panel closes that modal first (the modal stops the key there).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') panel.send({ type: 'settings.close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel, visible]);
  // The backdrop makes the panel modal: focus moves in, Tab stays inside, and goes back to the avatar on close.
  const aside = useRef<HTMLElement>(null);
  useFocusTrap(aside, visible);

  if (snapshot.matches('closed')) return null;
  const closing = snapshot.hasTag('panel-closing');
  return (
    <>
      {!closing && (
        <div
          className="lm-settings-backdrop"
          style={{ zIndex: Z_NAVBAR + 10 }}
          onClick={() => panel.send({ type: 'settings.close' })}
        />
      )}
      <aside
        ref={aside}
        tabIndex={-1}
        className={`lm-settings-panel${closing ? ' lm-settings-panel--closing' : ''}`}
        aria-label="Settings panel"
        style={{
          zIndex: Z_NAVBAR + 11,
          width: SETTINGS_PANEL_WIDTH_PX,
          minHeight: SETTINGS_PANEL_MIN_HEIGHT_PX,
          left: (sidebarOpen ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX) + 8,
        }}
      >
        <SettingsContent snapshot={snapshot} send={panel.send} />
      </aside>
    </>
  );
}
