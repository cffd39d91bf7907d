import { useSelector } from '@xstate/react';
import { badgeText } from '../../../domain/support-chat';
import { boostingUnreadMachine } from '../../../machines/boosting-unread.machine';
import { useAppActorRef } from '../../shell/app-runtime';
import './boosting-follow-up.css';

/**
 * The number of boosting applications with a status change the creator has not opened (countUnread), as a badge
 * to put inside or beside a link to the applications list (boosting/list); nothing while none is unread or the
 * count cannot be read. It counts when it appears, so a page that shows it is up to date on every visit.
 */
export function BoostingUnreadBadge() {
  const unread = useAppActorRef(boostingUnreadMachine);
  const { visible, count } = useSelector(unread, (s) => ({ visible: s.hasTag('badge-visible'), count: s.context.count }), (a, b) => a.visible === b.visible && a.count === b.count);
  const text = badgeText(count);
  if (!visible || !text) return null;
  return (
    <span className="lm-count-badge" data-testid="boosting-unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="lm-visually-hidden">{`${text} unread ${count === 1 ? 'update' : 'updates'}`}</span>
    </span>
  );
}
