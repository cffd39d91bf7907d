import type { KeyboardEvent } from 'react';
import {
  DATA_LOADING_TEXT,
  HONOR_MODAL_OK,
  INVITE_BOX_HEIGHT_PX,
  INVITE_BOX_WIDTH_PX,
  INVITE_COPIED_OK,
  INVITE_COPIED_TEXT,
  INVITE_COPIED_TITLE,
  REFERRAL_BONUS_TITLE,
  REFERRAL_COMMISSION_PERCENT,
  Z_POPUP,
} from '../../domain/spec-constants';
import {
  invitationOf,
  panelView,
  type SettingsPanelEvent,
  type SettingsPanelSnapshot,
} from '../../machines/settings-panel.machine';
import { Icon } from '../components/icon';
import { Modal } from '../components/modal';
import { UnavailableNote } from '../components/page-unavailable';
import { RichText } from '../components/rich-text';
import './settings-panel.css';

interface Props {
  snapshot: SettingsPanelSnapshot;
  send: (event: SettingsPanelEvent) => void;
}

/**
 * What the settings panel and the full-page settings list show (spec §2): the creator, the settings list, the
 * referral block, Log out, the data-loading notice and the two modals. It only renders the panel machine's
 * state and sends its events.
 */
export function SettingsContent({ snapshot, send }: Props) {
  const { context } = snapshot;
  const view = panelView(context);
  const user = context.userInfo;
  const name = user?.maiNickName || user?.handle || user?.username || '';
  const locked = view.referralInputDisabled;
  const saving = snapshot.hasTag('referral-saving');
  const invitation = invitationOf(context);

  const onReferralKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') send({ type: 'settings.referral.submit' });
  };

  return (
    <div className="lm-settings">
      <header className="lm-settings__profile">
        <span className="lm-settings__avatar">
          {user?.maiUserPicture ? <img src={user.maiUserPicture} alt="" /> : <Icon name="user" size={28} />}
        </span>
        <div className="lm-settings__who">
          <div className="lm-settings__name-line">
            <strong className="lm-settings__name">{name}</strong>
            {context.honor && (
              <button
                type="button"
                className="lm-settings__level"
                title={`Level: ${context.honor.name}`}
                onClick={() => send({ type: 'settings.honor.open' })}
              >
                <img src={context.honor.levelImage} alt="" width={18} height={18} />
                <span>{context.honor.name}</span>
              </button>
            )}
          </div>
          {user?.email && <span className="lm-settings__email">{user.email}</span>}
          {context.planName && (
            <span className="lm-settings__email" data-testid="settings-plan">
              Plan: {context.planName}
            </span>
          )}
        </div>
      </header>

      {view.rows.length > 0 && (
        <nav className="lm-settings__list" aria-label="Settings" aria-busy={snapshot.hasTag('loading')}>
          {view.rows.map((row) => (
            <button
              key={row.id}
              type="button"
              className="lm-settings__row"
              disabled={!row.available}
              onClick={() => send({ type: 'settings.row.select', row: row.id })}
            >
              <span>
                {row.label}
                {!row.available && <UnavailableNote />}
              </span>
              {row.available && <Icon name="right" size={16} />}
            </button>
          ))}
        </nav>
      )}

      {view.showReferralBonus && (
        <section className="lm-settings__referral" aria-labelledby="lm-referral-title">
          <h2 id="lm-referral-title" className="lm-settings__section-title">
            {REFERRAL_BONUS_TITLE}
          </h2>
          <p className="lm-settings__hint">
            Invite friends and earn a {REFERRAL_COMMISSION_PERCENT}% commission as your referral bonus.
          </p>
          <button type="button" className="lm-settings__row" onClick={() => send({ type: 'settings.invite.open' })}>
            <span>Invite friends</span>
            <Icon name="right" size={16} />
          </button>
          <label className="lm-settings__vip">
            <span>VIP referral code</span>
            <input
              type="text"
              value={locked ? (user?.sourceReferCode ?? context.referCodeDraft) : context.referCodeDraft}
              placeholder={locked ? '' : 'Enter a code and press Enter'}
              disabled={locked || saving}
              aria-busy={saving}
              maxLength={20}
              onChange={(event) => send({ type: 'settings.referral.change', value: event.target.value })}
              onKeyDown={onReferralKey}
            />
          </label>
        </section>
      )}

      <button
        type="button"
        className="lm-settings__row lm-settings__logout"
        onClick={() => send({ type: 'settings.logout' })}
      >
        Log out
      </button>

      {snapshot.hasTag('notice-visible') && (
        <div className="lm-notify" role="alert" style={{ zIndex: Z_POPUP }}>
          {DATA_LOADING_TEXT}
        </div>
      )}

      {(snapshot.hasTag('invite-visible') || snapshot.matches({ open: { modal: 'copying' } })) && invitation && (
        <Modal
          label="Invite friends"
          width={INVITE_BOX_WIDTH_PX}
          onEscape={() => send({ type: 'settings.invite.dismiss' })}
        >
          <div className="lm-invite">
            <h2 className="lm-modal__title">Invite friends</h2>
            <p className="lm-modal__body">
              Friends who sign up with your referral code <strong>{invitation.referCode}</strong> earn you a{' '}
              {REFERRAL_COMMISSION_PERCENT}% referral bonus.
            </p>
            <label className="lm-invite__field">
              <span>Your referral link</span>
              <input type="text" readOnly value={invitation.link} onFocus={(event) => event.currentTarget.select()} />
            </label>
            <label className="lm-invite__field">
              <span>Your invitation</span>
              <textarea
                readOnly
                rows={4}
                value={invitation.message}
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
            <div className="lm-modal__actions">
              <button
                type="button"
                className="lm-modal__button lm-modal__button--secondary"
                onClick={() => send({ type: 'settings.invite.dismiss' })}
              >
                Close
              </button>
              <button
                type="button"
                className="lm-modal__button"
                disabled={!snapshot.hasTag('invite-visible')}
                aria-busy={!snapshot.hasTag('invite-visible')}
                onClick={() => send({ type: 'settings.invite.copy' })}
              >
                Copy
              </button>
            </div>
          </div>
        </Modal>
      )}

      {snapshot.hasTag('invite-modal') && (
        <Modal
          label={INVITE_COPIED_TITLE}
          width={INVITE_BOX_WIDTH_PX}
          onEscape={() => send({ type: 'settings.invite.dismiss' })}
        >
          {/* The box is 357x275; the dialog frame adds 24 px of padding above and below. */}
          <div className="lm-invite-copied" style={{ minHeight: INVITE_BOX_HEIGHT_PX - 48 }}>
            <h2 className="lm-modal__title">{INVITE_COPIED_TITLE}</h2>
            <p className="lm-modal__body">{INVITE_COPIED_TEXT}</p>
            <div className="lm-modal__actions">
              <button
                type="button"
                className="lm-modal__button"
                onClick={() => send({ type: 'settings.invite.dismiss' })}
              >
                {INVITE_COPIED_OK}
              </button>
            </div>
          </div>
        </Modal>
      )}

      {snapshot.hasTag('honor-modal') && context.honor && (
        <Modal label={context.honor.name} width={420} onEscape={() => send({ type: 'settings.honor.close' })}>
          <div className="lm-honor" style={{ backgroundImage: `url(${context.honor.levelImageBackground})` }}>
            <img className="lm-honor__image" src={context.honor.levelImagePc} alt="" />
            <h2 className="lm-modal__title">{context.honor.name}</h2>
            <p className="lm-modal__subtitle">{context.honor.timeRange}</p>
            <RichText className="lm-modal__body" html={context.honor.descriptionPc} />
            <div className="lm-modal__actions">
              <button type="button" className="lm-modal__button" onClick={() => send({ type: 'settings.honor.close' })}>
                {HONOR_MODAL_OK}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
