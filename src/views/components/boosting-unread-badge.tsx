import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { badgeText } from '../../domain/support-chat';
import { boostingUnreadMachine } from '../../machines/boosting-unread.machine';
import { useAppActorRef } from '../shell/app-runtime';
import './boosting-unread-badge.css';

/** Where the creator is, for a badge that stays on screen across pages (the side navigation's). */
export interface PageVisit {
  route: string;
  /** Reached by a navigation entry (the page is alone on the stack). */
  relaunched: boolean;
}

/**
 * The number of boosting applications with a status change the creator has not opened (countUnread), as a badge
 * to put inside or beside a way to the applications list; nothing while none is unread or the count cannot be
 * read. It counts when it appears, so a page that shows it is up to date on every visit; given `visit`, it also
 * tells its machine when the creator moves on, which decides whether to count again.
 */
export function BoostingUnreadBadge({ visit }: { visit?: PageVisit }) {
  const unread = useAppActorRef(boostingUnreadMachine);
  const seen = useRef(visit?.route);
  useEffect(() => {
    if (!visit || visit.route === seen.current) return;
    seen.current = visit.route;
    unread.send({ type: 'unread.navigated', relaunched: visit.relaunched });
  }, [unread, visit]);
  const { visible, count } = useSelector(
    unread,
    (s) => ({ visible: s.hasTag('badge-visible'), count: s.context.count }),
    (a, b) => a.visible === b.visible && a.count === b.count,
  );
  const text = badgeText(count);
  if (!visible || !text) return null;
  return (
    <span className="lm-count-badge" data-testid="boosting-unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="lm-visually-hidden">{`${text} unread ${count === 1 ? 'update' : 'updates'}`}</span>
    </span>
  );
}
