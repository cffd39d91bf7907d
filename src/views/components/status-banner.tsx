import { useSelector } from '@xstate/react';
import { statusBannerMachine } from '../../machines/status-banner.machine';
import { useForwardToRuntime } from '../shell/app-features';
import './overlays.css';
import { useAppActorRef } from '../shell/app-runtime';

export interface StatusBannerProps {
  /** The date the status holds for, as the page formats it (e.g. 07/15/2025). */
  date: string;
  /** What follows 'As of {date}, '. */
  text: string;
  theme: 'warn' | 'error';
  actionLabel?: string;
  /** The page the action button opens. */
  actionPath?: string;
}

/** The status banner of spec §2: 'As of {date}, ...' in a warn or error theme, an action button and a close control. */
export function StatusBanner({ date, text, theme, actionLabel, actionPath }: StatusBannerProps) {
  const banner = useAppActorRef(statusBannerMachine, { input: actionPath ? { actionPath } : {} });
  const visible = useSelector(banner, (s) => s.hasTag('banner-visible'));
  useForwardToRuntime(banner);
  if (!visible) return null;
  return (
    <div className={`lm-status-banner lm-status-banner--${theme}`} role={theme === 'error' ? 'alert' : 'status'}>
      <p className="lm-status-banner__text">
        As of {date}, {text}
      </p>
      {actionLabel && actionPath && (
        <button
          type="button"
          className="lm-status-banner__action"
          onClick={() => banner.send({ type: 'banner.action' })}
        >
          {actionLabel}
        </button>
      )}
      <button
        type="button"
        className="lm-status-banner__close"
        aria-label="Close"
        onClick={() => banner.send({ type: 'banner.close' })}
      >
        ×
      </button>
    </div>
  );
}
