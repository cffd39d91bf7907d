import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CREATE_PANEL_TITLE } from '../../domain/spec-constants';
import { CREATE_ACTIONS, createPanelOptions } from '../../domain/create-panel';
import type { createPanelMachine } from '../../machines/create-panel.machine';
import { Modal } from '../components/modal';
import { BoostingUnreadBadge } from '../components/boosting-unread-badge';
import { useForwardToRuntime } from './app-features';
import './create-panel.css';

/** The 'Create A New Link' panel (spec §1, §4); the machine decides what shows and where each action leads. */
export function CreatePanel({ panel }: { panel: ActorRefFrom<typeof createPanelMachine> }) {
  useForwardToRuntime(panel);
  const visible = useSelector(panel, (s) => s.hasTag('panel-visible'));
  const loading = useSelector(panel, (s) => s.hasTag('busy'));
  const options = useSelector(
    panel,
    (s) => createPanelOptions(s.context.whitelisted, s.context.registeredPaths),
    (a, b) => a.map((o) => `${o.id}:${o.enabled}`).join() === b.map((o) => `${o.id}:${o.enabled}`).join(),
  );
  if (!visible) return null;
  const close = () => panel.send({ type: 'createPanel.close' });
  return (
    <Modal label={CREATE_PANEL_TITLE} className="lm-create-panel" onEscape={close} onOverlayClick={close}>
      <header className="lm-create-panel__header">
        <h2>{CREATE_PANEL_TITLE}</h2>
        <button type="button" className="lm-modal__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </header>
      {loading ? (
        <div className="lm-create-panel__actions" aria-busy="true" aria-label="Loading">
          {CREATE_ACTIONS.map(({ id }) => (
            <div key={id} className="lm-create-panel__skeleton" data-testid="create-panel-skeleton" />
          ))}
        </div>
      ) : (
        <div className="lm-create-panel__actions">
          {options.map((option) => (
            <button
              key={option.id}
              type="button"
              className="lm-create-panel__action"
              data-action={option.id}
              disabled={!option.enabled}
              title={option.title}
              onClick={() => panel.send({ type: 'createPanel.choose', action: option.id })}
            >
              {option.label}
              {option.id === 'boosting' && option.enabled && <BoostingUnreadBadge />}
              {option.title && <span className="lm-create-panel__note">{option.title}</span>}
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
