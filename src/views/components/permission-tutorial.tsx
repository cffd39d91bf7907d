import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { PERMISSION_TUTORIALS } from '../../domain/permission-tutorial';
import type { permissionTutorialMachine } from '../../machines/permission-tutorial.machine';
import { Modal } from './modal';

/** The tutorial modal (spec §2): what the browser refused and how to allow it, from the machine's state. */
export function PermissionTutorialView({ tutorial }: { tutorial: Actor<typeof permissionTutorialMachine> }) {
  const permission = useSelector(tutorial, (s) => (s.hasTag('modal-visible') ? s.context.permission : null));
  if (!permission) return null;
  const { title, reason, steps } = PERMISSION_TUTORIALS[permission];
  const close = () => tutorial.send({ type: 'tutorial.close' });
  return (
    <Modal label={title} width={420} onEscape={close}>
      <h2 className="lm-modal__title">{title}</h2>
      <p className="lm-modal__body">{reason}</p>
      <ol className="lm-modal__body lm-tutorial__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="lm-modal__actions">
        <button type="button" className="lm-modal__button" onClick={close}>
          OK
        </button>
      </div>
    </Modal>
  );
}
