import { useActorRef, useSelector } from '@xstate/react';
import { NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { sidebarMachine } from '../../machines/sidebar.machine';
import { Icon, type IconName } from '../components/icon';
import { TABS, tabForLocation, tabPath, type TabId } from '../../domain/tabs';

const TAB_ICONS: Record<TabId, IconName> = { 1: 'link', 2: 'links', 3: 'phone', 4: 'flame', 5: 'user' };

export function Sidebar() {
  const sidebar = useActorRef(sidebarMachine);
  const open = useSelector(sidebar, (s) => s.hasTag('sidebar-open'));
  const location = useLocation();
  const [params] = useSearchParams();
  const activeTab = tabForLocation(location.pathname, params.get('navId'));

  return (
    <nav className={`lm-sidebar ${open ? 'lm-sidebar--open' : 'lm-sidebar--collapsed'}`} aria-label="Main">
      <div className="lm-sidebar__top">
        <span className="lm-brand" aria-label="Linkmint">
          <Icon name="leaf" size={22} />
          {open && <span className="lm-brand__name">Linkmint</span>}
        </span>
        <button
          type="button"
          className="lm-icon-button"
          aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
          aria-expanded={open}
          onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
        >
          <Icon name={open ? 'left' : 'right'} size={16} />
        </button>
      </div>
      <button type="button" className="lm-create-button" title="Create A New Link">
        <Icon name="plus" size={18} />
        {open && <span>Create A New Link</span>}
      </button>
      <ul className="lm-nav">
        {TABS.map((tab) => (
          <li key={tab.id}>
            <NavLink
              to={tabPath(tab, false)}
              className={`lm-nav__item${activeTab === tab.id ? ' lm-nav__item--active' : ''}`}
              aria-current={activeTab === tab.id ? 'page' : undefined}
              title={tab.label}
              data-tab={tab.id}
            >
              <span className="lm-nav__icon" aria-hidden="true">
                <Icon name={TAB_ICONS[tab.id]} />
              </span>
              <span className={open ? 'lm-nav__label' : 'lm-visually-hidden'}>{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="lm-sidebar__bottom">
        <span className="lm-avatar">
          <Icon name="user" size={18} />
        </span>
        {open && <span className="lm-handle">Not signed in</span>}
      </div>
    </nav>
  );
}
