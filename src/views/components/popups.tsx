import { APP_VERSION, SYSTEM_MESSAGE_DEFAULT_CONFIRM } from '../../domain/spec-constants';
import { POPUP_TYPE } from '../../domain/popups';
import type { Notification } from '../../machines/system-messages.machine';
import { Modal } from './modal';
import { RichText } from './rich-text';

/** Popup 10001 (spec §4): a system message with its title, subtitle, rich text and buttons. */
export function SystemMessagePopup({
  message,
  mask = true,
  onConfirm,
  onCancel,
}: {
  message: Notification;
  mask?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal label={message.title} className="lm-popup" mask={mask} onEscape={onCancel}>
      <div data-popup-type={POPUP_TYPE.systemMessage}>
        <h2 className="lm-modal__title">{message.title}</h2>
        {message.subTitle && <p className="lm-modal__subtitle">{message.subTitle}</p>}
        <RichText className="lm-modal__body" html={message.richText} />
        <div className="lm-modal__actions">
          {message.cancelBtn && (
            <button type="button" className="lm-modal__button lm-modal__button--secondary" onClick={onCancel}>
              {message.cancelBtn}
            </button>
          )}
          <button type="button" className="lm-modal__button" onClick={onConfirm}>
            {message.confirmBtn || SYSTEM_MESSAGE_DEFAULT_CONFIRM}
          </button>
        </div>
      </div>
    </Modal>
  );
}

interface NoticePopupProps {
  type: number;
  label: string;
  badge?: string;
  title: string;
  body: string;
  button: string;
  onButton: () => void;
  /** Absent: Escape does nothing (the forced update cannot be put off). */
  onEscape?: () => void;
  mask: boolean;
}

/** A popup with a title, a sentence and one button. */
function NoticePopup({ type, label, badge, title, body, button, onButton, onEscape, mask }: NoticePopupProps) {
  return (
    <Modal label={label} className="lm-popup" mask={mask} {...(onEscape ? { onEscape } : {})}>
      <div data-popup-type={type}>
        {badge && <span className="lm-popup__badge">{badge}</span>}
        <h2 className="lm-modal__title">{title}</h2>
        <p className="lm-modal__body">{body}</p>
        <div className="lm-modal__actions">
          <button type="button" className="lm-modal__button" onClick={onButton}>
            {button}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** Popup 114: this build is below the minimum; the only way on is loading the new one. */
export function ForceUpdatePopup({ mask = true, onUpdate }: { mask?: boolean; onUpdate: () => void }) {
  return (
    <NoticePopup
      type={POPUP_TYPE.forceUpdate}
      label="Update required"
      title="A new version of Linkmint is ready"
      body={`This version (${APP_VERSION}) is no longer supported. Update now to keep creating links and following your earnings.`}
      button="Update now"
      onButton={onUpdate}
      mask={mask}
    />
  );
}

/** Popup 115: shown once for the build the server names. */
export function WhatsNewPopup({ mask = true, onClose }: { mask?: boolean; onClose: () => void }) {
  return (
    <NoticePopup
      type={POPUP_TYPE.whatsNew}
      label="What's new"
      badge={`Version ${APP_VERSION}`}
      title="What's new in Linkmint"
      body={`Linkmint has been updated to version ${APP_VERSION}, with the latest improvements to your links, bio pages and Auto DM.`}
      button="Got it"
      onButton={onClose}
      onEscape={onClose}
      mask={mask}
    />
  );
}
