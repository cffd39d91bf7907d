import type { ReactNode } from 'react';
import { Icon } from './icon';
import './forms.css';

/** The card the sign-in pages sit in (they show without the side navigation). */
export function SignInCard({
  title,
  lead,
  wide,
  footer,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`lm-auth${wide ? ' lm-auth--wide' : ''}`} aria-labelledby="lm-auth-title">
      <div className="lm-auth__card">
        <div className="lm-auth__brand">
          <Icon name="leaf" size={22} />
          <span>Linkmint</span>
        </div>
        <h1 className="lm-auth__title" id="lm-auth-title">
          {title}
        </h1>
        {lead && <p className="lm-auth__lead">{lead}</p>}
        {children}
      </div>
      {footer && <div className="lm-auth__footer">{footer}</div>}
    </section>
  );
}
