import { useState } from 'react';
import { DestinationRulesSection } from '../../components/destination-rules-section';
import { LinkScheduleSection } from '../../components/link-schedule-section';

/**
 * A saved bio button's destination rules and its schedule, each opened on demand so the editor reads nothing of a
 * button until asked (which panel is open is the only state kept here; the rest is the machines').
 */
export function ButtonRules({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState<'rules' | 'schedule' | null>(null);
  const toggle = (panel: 'rules' | 'schedule') => setOpen(open === panel ? null : panel);
  return (
    <div className="lm-bio-item__rules">
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-expanded={open === 'rules'}
        aria-label={`Destination rules of ${title}`}
        onClick={() => toggle('rules')}
      >
        Destination rules
      </button>{' '}
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-expanded={open === 'schedule'}
        aria-label={`Schedule and limits of ${title}`}
        onClick={() => toggle('schedule')}
      >
        Schedule and limits
      </button>
      {open === 'rules' && <DestinationRulesSection target={{ kind: 'bio-button', id }} className="lm-bio-card" />}
      {open === 'schedule' && <LinkScheduleSection target={{ kind: 'bio-button', id }} className="lm-bio-card" />}
    </div>
  );
}
