import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from './icon';

/** The shared page header: optional back navigation, the title and room for actions on the right. */
export function PageHeader({ title, back = false, actions }: { title: string; back?: boolean; actions?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="lm-page-header">
      {back && (
        <button type="button" className="lm-icon-button" aria-label="Back" onClick={() => navigate(-1)}>
          <Icon name="left" size={16} />
        </button>
      )}
      <h1 className="lm-page-header__title">{title}</h1>
      {actions && <div className="lm-page-header__actions">{actions}</div>}
    </header>
  );
}
