import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { settingsPanelMachine } from '../../../machines/settings-panel.machine';
import { PageHeader } from '../../components/page-header';
import { REGISTERED_PATHS } from '../../../domain/registered-routes';
import { useForwardToRuntime } from '../../shell/app-features';
import { useNavigation, useSession, useAppActorRef } from '../../shell/app-runtime';
import { SettingsContent } from '../../shell/settings-content';
import { appBaseUrl } from '../../shell/app-address';

/**
 * setting/index: the settings list as a full page, for narrow windows where a side panel has no room. The same
 * machine as the side panel, opened when the page opens; rows navigate on from here.
 */
export default function SettingsPage() {
  const session = useSession();
  const route = useNavigation((s) => s.context.location);
  const panel = useAppActorRef(settingsPanelMachine, {
    input: { appBaseUrl: appBaseUrl(), registeredPaths: REGISTERED_PATHS },
  });
  const snapshot = useSelector(panel, (s) => s);
  useForwardToRuntime(panel);
  // Opened once, when the page opens, with the route and user info of that moment; later changes do not reopen it.
  useEffect(() => {
    panel.send({ type: 'settings.open', route, userInfo: session.userInfo });
  }, [panel]);
  return (
    <>
      <PageHeader title="Settings" back />
      <div className="lm-settings-page">
        <SettingsContent snapshot={snapshot} send={panel.send} />
      </div>
    </>
  );
}
