/**
 * The app features' overlays, in a chunk of their own: the confirm dialog, the logout confirmation, the popups the
 * app raises by itself, the plan-usage dialog, the permission tutorial, the no-network tip and the support chat.
 * None shows on the first paint; app-features.tsx renders this once the chunk is in.
 */
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { LOGOUT_CONFIRMATION } from '../../machines/logout.machine';
import { routePath } from '../../domain/routes';
import { GLOBAL_AD_WIDTH_PX, POPUP_PATH } from '../../domain/spec-constants';
import { useConfirmDialog } from '../components/confirm-dialog';
import { Modal } from '../components/modal';
import {
  ConfirmDialogView,
  ForceUpdatePopup,
  NoNetworkTip,
  PermissionTutorialView,
  PlanUsageDialogView,
  SupportChatWidget,
  SystemMessagePopup,
  WhatsNewPopup,
} from './lazy-features';
import { useAppRuntime, useLogout, useNavigation } from './app-runtime';
import { useAppFeatures, type AppFeatures } from './app-features';

export default function AppOverlays({ features }: { features: AppFeatures }) {
  return (
    <>
      <ConfirmDialogView dialog={features.confirmDialog} />
      <LogoutConfirmation />
      <AppPopups />
      <PlanUsageDialogView planUsage={features.planUsage} />
      <PermissionTutorialView tutorial={features.permissionTutorial} />
      <NoNetworkTip network={features.network} />
      <SupportChatWidget chat={features.supportChat} />
    </>
  );
}

/**
 * The logout confirmation of spec §2 through the reusable confirm dialog: shown while the runtime's logout machine
 * asks; OK keeps the button loading until the sign-out is through, Cancel and Escape cancel.
 */
function LogoutConfirmation() {
  const runtime = useAppRuntime();
  const dialog = useConfirmDialog();
  const asking = useLogout((s) => s.matches('confirming'));
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: {
        title: LOGOUT_CONFIRMATION.content,
        content: [],
        confirmText: LOGOUT_CONFIRMATION.confirmText,
        cancelText: LOGOUT_CONFIRMATION.cancelText,
      },
      onConfirm: async () => {
        runtime.send({ type: 'logout.confirm' });
        await waitFor(runtime.logout, (s) => !s.hasTag('confirm-visible'));
      },
      onCancel: () => runtime.send({ type: 'logout.cancel' }),
    });
  }, [asking, dialog, runtime]);
  return null;
}

/**
 * The popups the app raises by itself, one at a time: the forced update (114) first, then a system message
 * (10001), then what's new (115); the global ad waits until none shows.
 */
function AppPopups() {
  const { systemMessages, updateCheck, globalAd } = useAppFeatures();
  const update = useSelector(updateCheck, (s) => s.value);
  const message = useSelector(systemMessages, (s) => (s.hasTag('popup-visible') ? (s.context.queue[0] ?? null) : null));
  const ad = useSelector(globalAd, (s) => (s.hasTag('modal-visible') ? s.context.ad : null));
  const checkingMore = useSelector(globalAd, (s) => s.hasTag('busy'));
  // The popup screen shows its own popup; the same one twice would stack.
  const onPopupScreen = useNavigation((s) => routePath(s.context.location) === POPUP_PATH);

  if (onPopupScreen) return null;

  if (update === 'forceUpdate')
    return <ForceUpdatePopup onUpdate={() => updateCheck.send({ type: 'update.reload' })} />;
  if (message) {
    return (
      <SystemMessagePopup
        message={message}
        onConfirm={() => systemMessages.send({ type: 'systemMessages.confirm' })}
        onCancel={() => systemMessages.send({ type: 'systemMessages.dismiss' })}
      />
    );
  }
  if (update === 'whatsNew') return <WhatsNewPopup onClose={() => updateCheck.send({ type: 'update.dismiss' })} />;
  if (ad) {
    return (
      <Modal
        label={ad.title}
        width={GLOBAL_AD_WIDTH_PX}
        className="lm-global-ad"
        onEscape={() => globalAd.send({ type: 'globalAd.close' })}
      >
        {ad.linkUrl ? (
          <button type="button" className="lm-global-ad__link" onClick={() => globalAd.send({ type: 'globalAd.open' })}>
            <img className="lm-global-ad__image" src={ad.imageUrl} alt={ad.title} />
          </button>
        ) : (
          <img className="lm-global-ad__image" src={ad.imageUrl} alt={ad.title} />
        )}
        <button
          type="button"
          className="lm-modal__close"
          aria-label="Close"
          onClick={() => globalAd.send({ type: 'globalAd.close' })}
        >
          ×
        </button>
        {/* Spec §4: More asks the whitelist first; the machine ignores clicks while it does. */}
        <button
          type="button"
          className="lm-global-ad__more"
          aria-busy={checkingMore}
          onClick={() => globalAd.send({ type: 'globalAd.more' })}
        >
          More
        </button>
      </Modal>
    );
  }
  return null;
}
