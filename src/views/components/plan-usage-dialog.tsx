import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { planUsageMachine } from '../../machines/plan-usage.machine';
import { UnavailableNote } from './page-unavailable';
import { Modal } from './modal';
import './plan-usage-dialog.css';

/** The plan-usage dialog of spec §4: the machine's message, the extra-click terms and one button, warn or danger. */
export function PlanUsageDialogView({ planUsage }: { planUsage: Actor<typeof planUsageMachine> }) {
  const dialog = useSelector(planUsage, (s) => (s.hasTag('modal-visible') ? s.context.dialog : null));
  const canUpgrade = useSelector(planUsage, (s) => s.can({ type: 'planUsage.upgrade' }));
  if (!dialog) return null;
  const close = () => planUsage.send({ type: 'planUsage.close' });
  return (
    <Modal label="Plan usage" width={360} className={`lm-plan-usage lm-plan-usage--${dialog.theme}`} onEscape={close}>
      <button type="button" className="lm-modal__close" aria-label="Close" onClick={close}>
        ×
      </button>
      <p className="lm-plan-usage__message" data-testid="plan-usage-message">
        {dialog.message}
      </p>
      {dialog.terms && (
        <p className="lm-plan-usage__terms" data-testid="plan-usage-terms">
          {dialog.terms}
        </p>
      )}
      <button
        type="button"
        className="lm-plan-usage__button"
        disabled={!canUpgrade}
        aria-describedby={canUpgrade ? undefined : 'lm-plan-usage-unavailable'}
        onClick={() => planUsage.send({ type: 'planUsage.upgrade' })}
      >
        {dialog.button}
      </button>
      {!canUpgrade && <UnavailableNote id="lm-plan-usage-unavailable" />}
    </Modal>
  );
}
