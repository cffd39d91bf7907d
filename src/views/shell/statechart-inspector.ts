/**
 * Tells the statechart viewer (/pc/#/statecharts, in another tab) what this tab's machines do, through XState's
 * inspection API. Only the state values before and after a step and the event's type are posted: context and
 * event payloads (tokens, user info, form fields) never leave the tab.
 */
import type { ActorRefLike, InspectionEvent } from 'xstate';
import { STATECHART_CHANNEL, type LiveMessage } from '../../domain/statechart-channel';

/** Tells this tab's own steps apart from the app tab's when the viewer runs inside the app. */
export const INSPECTOR_SOURCE =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tab-${Date.now()}`;

interface MachineSnapshotLike {
  value: unknown;
  machine: { id: string };
}

const isMachineSnapshot = (snapshot: unknown): snapshot is MachineSnapshotLike =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'machine' in snapshot;

/** The `inspect` option for createActor: posts every step of every machine actor (invoked ones too). */
export function statechartInspector(post: (message: LiveMessage) => void): (event: InspectionEvent) => void {
  const previous = new WeakMap<ActorRefLike, unknown>();
  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const { snapshot, actorRef, event } = inspection;
    if (!isMachineSnapshot(snapshot)) return;
    const from = previous.has(actorRef) ? previous.get(actorRef) : null;
    previous.set(actorRef, snapshot.value);
    // A structured-clone copy of a plain state value: nothing of the actor itself is posted.
    const to = JSON.parse(JSON.stringify(snapshot.value)) as unknown;
    post({
      source: INSPECTOR_SOURCE,
      entry: { at: Date.now(), machine: snapshot.machine.id, event: event.type, from, to },
    });
  };
}

/** Posts on the viewer's BroadcastChannel; nothing where the browser has none (tests under jsdom, old browsers). */
export function broadcastInspector(): ((event: InspectionEvent) => void) | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(STATECHART_CHANNEL);
  return statechartInspector((message) => channel.postMessage(message));
}
