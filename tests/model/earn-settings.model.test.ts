import { describe, expect, it } from 'vitest';
import { EMPTY_EARN_SETTINGS, type EarnSettings } from '../../src/domain/earn-rule';
import { IMPACT_MESSAGES } from '../../src/domain/impact-settings';
import { TRACKING_ID_MESSAGES, trackingIdProblem } from '../../src/domain/tracking-id-rules';
import {
  EARN_TEXTS,
  earnSettingsMachine,
  earnWarningOf,
  type EarnSettingsEvent,
  type EarnSettingsSnapshot,
} from '../../src/machines/earn-settings.machine';
import {
  done,
  failed,
  lastCall,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const ev = (e: unknown) => e as EarnSettingsEvent;
const PASTED = 'https://www.amazon.com/dp/B00NR1YQHM';
const TARGET = 'https://www.target.com/p/stanley-quencher/-/A-87654321';
/** A creator with a Walmart id and Target Impact ids, but no Amazon id and no Target id. */
const SETTINGS: EarnSettings = {
  trackingIds: { amazon: [], target: [], walmart: ['janepicks'] },
  preselectedAmazon: null,
  impact: { target: { publisherId: '1', adId: '2', campaignId: '3' } },
};
const IMPACT_SAVED = { walmart: { publisherId: '4', adId: '5', campaignId: '6', savedAt: '2026-11-20T10:00:00.000Z' } };

function eventsFor(snapshot: EarnSettingsSnapshot): EarnSettingsEvent[] {
  const events: EarnSettingsEvent[] = [
    { type: 'earn.retry' },
    { type: 'earn.trackingId.change', retailer: 'amazon', value: 'jane-20' },
    { type: 'earn.trackingId.change', retailer: 'amazon', value: 'not an id' },
    { type: 'earn.trackingId.add', retailer: 'amazon' },
    {
      type: 'earn.impact.change',
      retailer: 'walmart',
      field: 'publisherId',
      value: snapshot.context.impactDraft.walmart.publisherId ? 'abc' : '4',
    },
    { type: 'earn.impact.change', retailer: 'walmart', field: 'adId', value: '5' },
    { type: 'earn.impact.change', retailer: 'walmart', field: 'campaignId', value: '6' },
    { type: 'earn.impact.save', retailer: 'walmart' },
  ];
  if (snapshot.matches('loading'))
    events.push(ev(done('loadEarnSettings', SETTINGS)), ev(failed('loadEarnSettings', new Error('offline'))));
  if (snapshot.matches('addingTrackingId'))
    events.push(
      ev(done('addTrackingId', ['jane-20'])),
      ev(failed('addTrackingId', serverError(TRACKING_ID_MESSAGES.duplicate, 409))),
    );
  if (snapshot.matches('savingImpact'))
    events.push(ev(done('saveImpactSettings', IMPACT_SAVED)), ev(failed('saveImpactSettings', new Error('offline'))));
  return events;
}

describe('Earn settings (the earn rule in the forms where retailer addresses enter)', () => {
  it('earn-settings: every state and transition; only valid ids are sent; what was added makes the warning go', async () => {
    const coverage = await exploreModel<typeof earnSettingsMachine, CallLog>({
      name: 'earn-settings',
      machine: earnSettingsMachine,
      events: eventsFor,
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          id: trackingIdProblem('amazon', s.context.trackingIdDraft.amazon) === undefined,
          impact: Object.values(s.context.impactDraft.walmart)
            .map((v) => (v === '' ? 0 : /^\d+$/.test(v) ? 1 : 2))
            .join(''),
        }),
      arrange: () => {
        const log = newCallLog();
        return {
          machine: earnSettingsMachine.provide({
            actors: recordingActors(log, ['loadEarnSettings', 'addTrackingId', 'saveImpactSettings']) as never,
          }),
          effects: log,
        };
      },
      observe: (actor, log) => recordEmitted(actor, log),
      assertStep: ({ snapshot, event, effects }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'addingTrackingId', 'savingImpact'].some((s) => snapshot.matches(s as never)),
        );
        // Nothing is said about an address before the settings are known.
        if (snapshot.matches('loading') || snapshot.matches('failed'))
          expect(earnWarningOf(snapshot, PASTED)).toBeNull();
        if (snapshot.matches('failed')) expect(context.failure).toBe(EARN_TEXTS.loadFailed);
        // Only ids of the retailer's shape are sent.
        if (snapshot.matches('addingTrackingId'))
          expect(lastCall(effects, 'addTrackingId')).toEqual({ retailer: 'amazon', trackingId: 'jane-20' });
        if (snapshot.matches('savingImpact'))
          expect(lastCall(effects, 'saveImpactSettings')).toEqual({
            retailer: 'walmart',
            publisherId: '4',
            adId: '5',
            campaignId: '6',
          });
        if (event.type === 'earn.trackingId.add' && snapshot.matches('ready')) {
          expect(context.problem).toEqual({
            retailer: 'amazon',
            message: context.trackingIdDraft.amazon === '' ? TRACKING_ID_MESSAGES.empty : TRACKING_ID_MESSAGES.amazon,
          });
        }
        if (event.type === 'earn.impact.save' && snapshot.matches('ready'))
          expect(context.problem?.message).toMatch(/^(Enter your Impact|An Impact)/);
        if ((event.type as string) === 'xstate.done.actor.addTrackingId') {
          // The warning of a pasted Amazon address goes once the id is added, and the toast says which.
          expect(context.settings.trackingIds.amazon).toEqual(['jane-20']);
          expect(earnWarningOf(snapshot, PASTED)).toBeNull();
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: EARN_TEXTS.trackingIdAdded('jane-20') });
          expect(context.trackingIdDraft.amazon).toBe('');
        }
        if ((event.type as string) === 'xstate.error.actor.addTrackingId')
          expect(context.problem).toEqual({ retailer: 'amazon', message: TRACKING_ID_MESSAGES.duplicate });
        if ((event.type as string) === 'xstate.done.actor.saveImpactSettings') {
          expect(context.settings.impact.walmart).toEqual({ publisherId: '4', adId: '5', campaignId: '6' });
          expect(effects.emitted.at(-1)).toEqual({ type: 'toast.show', text: EARN_TEXTS.impactSaved });
        }
        if ((event.type as string) === 'xstate.error.actor.saveImpactSettings')
          expect(context.problem).toEqual({ retailer: 'walmart', message: EARN_TEXTS.saveFailed });
        if ((event.type as string) === 'xstate.done.actor.loadEarnSettings') {
          // Loaded: an Amazon address without any Amazon id, and a Target one without a Target id, are flagged with what is missing.
          expect(earnWarningOf(snapshot, PASTED)).toMatchObject({ retailer: 'amazon', missing: ['tracking-id'] });
          expect(earnWarningOf(snapshot, TARGET)).toMatchObject({ retailer: 'target', missing: ['tracking-id'] });
          expect(earnWarningOf(snapshot, 'https://blog.example.com')).toBeNull();
        }
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(IMPACT_MESSAGES.shape('publisherId')).toMatch(/^An Impact/);
    expect(EMPTY_EARN_SETTINGS.trackingIds.amazon).toEqual([]);
  });
});
