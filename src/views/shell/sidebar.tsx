import { useMemo } from 'react';
import { Icon, type IconName } from '../components/icon';
import { CREATE_PANEL_TITLE } from '../../domain/spec-constants';
import { CreatePanel } from './lazy-features';
import { TABS, type TabId } from '../../domain/tabs';
import { tabRoutes } from '../../machines/navigation.machine';
import { useAppSend, useNavigation, useSession, useSidebar } from './app-runtime';
import { useAppFeatures } from './app-features';
import { BoostingUnreadBadge } from '../components/boosting-unread-badge';

const TAB_ICONS: Record<TabId, IconName> = { 1: 'link', 2: 'links', 3: 'phone', 4: 'flame', 5: 'user' };

export function Sidebar() {
  const send = useAppSend();
  const open = useSidebar((s) => s.hasTag('sidebar-open'));
  const activeTab = useNavigation((s) => s.context.tab);
  const routes = useNavigation(
    (s) => tabRoutes(s.context),
    (a, b) => a.join() === b.join(),
  );
  const session = useSession();
  const handle = session.userInfo?.handle ?? session.userName ?? '';
  const avatar = session.avatar;
  const { createPanel } = useAppFeatures();
  const route = useNavigation((s) => s.context.location);
  const relaunched = useNavigation((s) => s.context.stack.length <= 1);
  const visit = useMemo(() => ({ route, relaunched }), [route, relaunched]);

  return (
    <nav className={`lm-sidebar ${open ? 'lm-sidebar--open' : 'lm-sidebar--collapsed'}`} aria-label="Main">
      <div className="lm-sidebar__top">
        <span className="lm-brand">
          <Icon name="leaf" size={22} />
          <span className={open ? 'lm-brand__name' : 'lm-visually-hidden'}>Linkmint</span>
        </span>
        <button
          type="button"
          className="lm-icon-button"
          aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
          aria-expanded={open}
          onClick={() => send({ type: 'sidebar.toggle' })}
        >
          <Icon name={open ? 'left' : 'right'} size={16} />
        </button>
      </div>
      <button
        type="button"
        className="lm-create-button"
        title={CREATE_PANEL_TITLE}
        aria-haspopup="dialog"
        onClick={() => createPanel.send({ type: 'createPanel.open' })}
      >
        <Icon name="plus" size={18} />
        {open && <span>{CREATE_PANEL_TITLE}</span>}
        {/* Boosting is reached through the create panel: its unread approvals show on the way there. */}
        <BoostingUnreadBadge visit={visit} />
      </button>
      <CreatePanel panel={createPanel} />
      <ul className="lm-nav">
        {TABS.map((tab, i) => (
          <li key={tab.id}>
            <a
              href={`#${routes[i] ?? tab.path}`}
              className={`lm-nav__item${activeTab === tab.id ? ' lm-nav__item--active' : ''}`}
              aria-current={activeTab === tab.id ? 'page' : undefined}
              title={tab.label}
              data-tab={tab.id}
              onClick={(event) => {
                // Every navigation entry relaunches the app at its path (spec §2); the link stays a link for
                // opening in a new browser tab.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                send({ type: 'tab.select', tab: tab.id });
              }}
            >
              <span className="lm-nav__icon" aria-hidden="true">
                <Icon name={TAB_ICONS[tab.id]} />
              </span>
              <span className={open ? 'lm-nav__label' : 'lm-visually-hidden'}>{tab.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="lm-sidebar__bottom"
        aria-label={handle ? `Settings for ${handle}` : 'Settings'}
        title="Settings"
        onClick={() => send({ type: 'settings.open' })}
      >
        <span className="lm-avatar">
          {avatar ? <img className="lm-avatar__image" src={avatar} alt="" /> : <Icon name="user" size={18} />}
        </span>
        {open && <span className="lm-handle">{handle}</span>}
      </button>
    </nav>
  );
}
