import { useEffect } from 'react';
import { DEFAULT_TAB_PATH } from '../../../domain/spec-constants';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useAppSend } from '../../shell/app-runtime';

/**
 * default/index: the neutral entry that links from outside the app (mails, the mobile app, old bookmarks) use when
 * they do not name a page. It relaunches at the default tab (Viral Items, spec §3 layout state), as a navigation
 * entry does: the tab is highlighted and the global ad gets its turn.
 */
export default function DefaultPage() {
  const send = useAppSend();
  useEffect(() => {
    send({ type: 'navigation.relaunch', path: DEFAULT_TAB_PATH });
  }, [send]);
  return <LoadingOverlay text="Opening Linkmint…" />;
}
