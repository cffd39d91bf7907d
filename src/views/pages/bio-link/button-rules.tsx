import { useState } from 'react';
import { DestinationRulesSection } from '../../components/destination-rules-section';

/**
 * A saved bio button's destination rules, opened on demand so the editor reads no button's rules until asked (the
 * open panel is the only state kept here; the rules themselves are the machine's).
 */
export function ButtonRules({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="lm-bio-item__rules">
      <button
        type="button"
        className="lm-button lm-button--secondary"
        aria-expanded={open}
        aria-label={`Destination rules of ${title}`}
        onClick={() => setOpen(!open)}
      >
        Destination rules
      </button>
      {open && <DestinationRulesSection target={{ kind: 'bio-button', id }} className="lm-bio-card" />}
    </div>
  );
}
