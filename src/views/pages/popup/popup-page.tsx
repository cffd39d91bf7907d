import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { parsePopupQuery, POPUP_TYPE } from '../../../domain/popups';
import { DEFAULT_TAB_PATH } from '../../../domain/spec-constants';
import { ForceUpdatePopup, SystemMessagePopup, WhatsNewPopup } from '../../components/popups';
import { useAppFeatures } from '../../shell/app-features';
import { useAppSend, useCanGoBack } from '../../shell/app-runtime';

/**
 * The global popup screen (spec §2): /pages/popup/popup?type=..&disableMask=.. shows the popup of that type,
 * without the dimming mask when disableMask=1. Types that carry extra data read it from the feature that holds it
 * (10001: the system message on hand); a type with nothing to show here closes the screen at once.
 */
export default function PopupPage() {
  const [params] = useSearchParams();
  const request = parsePopupQuery(params);
  const send = useAppSend();
  const canGoBack = useCanGoBack();
  const { systemMessages, updateCheck } = useAppFeatures();
  const message = useSelector(systemMessages, (s) => (s.hasTag('popup-visible') ? (s.context.queue[0] ?? null) : null));
  const close = () =>
    send(canGoBack ? { type: 'navigation.back' } : { type: 'navigation.relaunch', path: DEFAULT_TAB_PATH });

  const type = request?.type;
  const hasContent =
    type === POPUP_TYPE.forceUpdate ||
    type === POPUP_TYPE.whatsNew ||
    (type === POPUP_TYPE.systemMessage && message !== null);
  // Checked when the screen opens (a reload, a stale link): with nothing to show it steps back at once. Later the
  // buttons close it, so a message's link that opens a page on top is not undone by the screen closing itself.
  useEffect(() => {
    if (!hasContent) close();
  }, []);

  const mask = !request?.disableMask;
  if (type === POPUP_TYPE.forceUpdate)
    return <ForceUpdatePopup mask={mask} onUpdate={() => updateCheck.send({ type: 'update.reload' })} />;
  if (type === POPUP_TYPE.whatsNew) return <WhatsNewPopup mask={mask} onClose={close} />;
  if (type === POPUP_TYPE.systemMessage && message) {
    return (
      <SystemMessagePopup
        message={message}
        mask={mask}
        onConfirm={() => {
          systemMessages.send({ type: 'systemMessages.confirm' });
          if (!message.url) close();
        }}
        onCancel={() => {
          systemMessages.send({ type: 'systemMessages.dismiss' });
          close();
        }}
      />
    );
  }
  return null;
}
