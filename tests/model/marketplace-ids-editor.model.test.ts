import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MARKETPLACE_ID_MESSAGES } from '../../src/domain/amazon-marketplaces';
import {
  marketplaceIdsEditorMachine,
  saveProblem,
  type AmazonLocalisation,
  type MarketplaceIds,
  type MarketplaceIdsEditorEvent,
} from '../../src/machines/marketplace-ids-editor.machine';
import { done, failed, newCallLog, recordingActors, serverError, type CallLog } from '../support/flow-fakes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

type Snap = SnapshotFrom<typeof marketplaceIdsEditorMachine>;

const at = '2026-11-01T00:00:00.000Z';
const LOADED: MarketplaceIds = [{ store: 'amazon.co.jp', trackingId: 'janejp-22', savedAt: at }];
const SAVED: MarketplaceIds = [{ store: 'amazon.co.uk', trackingId: 'janeuk-21', savedAt: at }, ...LOADED];
const REFUSED = serverError(MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'), 400, '/setting/saveMarketplaceTrackingId');
const OFFLINE = serverError('Cannot reach Linkmint.', 599);
const AUTO: AmazonLocalisation = { setting: 'auto', localising: true };
const OFF: AmazonLocalisation = { setting: 'off', localising: false };
const ev = (e: unknown) => e as MarketplaceIdsEditorEvent;

function events(snapshot: Snap): MarketplaceIdsEditorEvent[] {
  const out: MarketplaceIdsEditorEvent[] = [
    { type: 'marketplaceIds.retry' },
    {
      type: 'marketplaceIds.choose',
      store: snapshot.context.store === 'amazon.co.uk' ? 'amazon.co.jp' : 'amazon.co.uk',
    },
    // A good UK id, then one with the US code (refused for the UK store).
    { type: 'marketplaceIds.change', value: snapshot.context.draft === 'janeuk-21' ? 'janeuk-20' : 'janeuk-21' },
    { type: 'marketplaceIds.save' },
    { type: 'marketplaceIds.remove', store: 'amazon.co.jp' },
    { type: 'marketplaceIds.remove', store: 'amazon.de' },
    // The setting it has (refused: nothing to send) and another one.
    { type: 'marketplaceIds.switch', setting: 'auto' },
    { type: 'marketplaceIds.switch', setting: 'off' },
  ];
  if (snapshot.matches('loading'))
    out.push(ev(done('getMarketplaceTrackingIds', LOADED)), ev(failed('getMarketplaceTrackingIds', OFFLINE)));
  if (snapshot.matches('saving'))
    out.push(ev(done('saveMarketplaceTrackingId', SAVED)), ev(failed('saveMarketplaceTrackingId', REFUSED)));
  if (snapshot.matches('readingSwitch'))
    out.push(ev(done('getAmazonLocalisation', AUTO)), ev(failed('getAmazonLocalisation', OFFLINE)));
  if (snapshot.matches('switching'))
    out.push(ev(done('saveAmazonLocalisation', OFF)), ev(failed('saveAmazonLocalisation', OFFLINE)));
  if (snapshot.matches('removing'))
    out.push(ev(done('removeMarketplaceTrackingId', [])), ev(failed('removeMarketplaceTrackingId', OFFLINE)));
  return out;
}

describe('Amazon tracking IDs per store (Account info)', () => {
  it('marketplace-ids-editor: every state and transition; only ids fitting their store are sent, the list follows the answers', async () => {
    const coverage = await exploreModel({
      name: 'marketplace-ids-editor',
      machine: marketplaceIdsEditorMachine,
      events,
      serializeState: (s) => JSON.stringify({ v: s.value, c: s.context }),
      arrange: () => {
        const log = newCallLog();
        const actors = recordingActors(log, [
          'getMarketplaceTrackingIds',
          'saveMarketplaceTrackingId',
          'removeMarketplaceTrackingId',
          'getAmazonLocalisation',
          'saveAmazonLocalisation',
        ]);
        return { machine: marketplaceIdsEditorMachine.provide({ actors: actors as never }), effects: log };
      },
      assertStep: ({
        snapshot,
        event,
        effects,
      }: {
        snapshot: Snap;
        event: MarketplaceIdsEditorEvent;
        effects: CallLog;
      }) => {
        const { context } = snapshot;
        expect(snapshot.hasTag('busy')).toBe(
          ['loading', 'readingSwitch', 'saving', 'removing', 'switching'].some((s) => snapshot.matches(s as never)),
        );
        expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed'));
        // Only an id of the store's shape is ever saved; only a store with an id ever has it removed.
        for (const call of effects.calls.filter((c) => c.actor === 'saveMarketplaceTrackingId')) {
          const input = call.input as { store: 'amazon.co.uk' | 'amazon.co.jp'; trackingId: string };
          expect(saveProblem({ store: input.store, draft: input.trackingId })).toBeNull();
        }
        for (const call of effects.calls.filter((c) => c.actor === 'removeMarketplaceTrackingId'))
          expect(call.input).toEqual({ store: 'amazon.co.jp' });
        if (event.type === 'marketplaceIds.save' && snapshot.matches('ready'))
          expect(context.problem).toBe(saveProblem(context));
        if (event.type === 'marketplaceIds.choose')
          expect(context.draft).toBe(context.ids.find((row) => row.store === event.store)?.trackingId ?? '');
        if ((event.type as string) === 'xstate.done.actor.saveMarketplaceTrackingId') {
          expect(context.ids).toEqual(SAVED);
          expect(context.draft).toBe('');
        }
        if ((event.type as string) === 'xstate.error.actor.saveMarketplaceTrackingId')
          expect(context.problem).toBe(REFUSED.message);
        if ((event.type as string) === 'xstate.done.actor.removeMarketplaceTrackingId') expect(context.ids).toEqual([]);
        if ((event.type as string) === 'xstate.error.actor.removeMarketplaceTrackingId')
          expect(context.problem).toBe(OFFLINE.message);
        if (!snapshot.matches('saving') && !snapshot.matches('removing')) expect(context.pending).toBeNull();
        // The switch is only ever set to another setting than the one shown; an id's change reads it again.
        if (event.type === 'marketplaceIds.switch' && snapshot.matches('switching'))
          expect(context.localisation?.setting).not.toBe(event.setting);
        if (event.type === 'marketplaceIds.switch' && snapshot.matches('ready'))
          expect(context.localisation?.setting).toBe(event.setting);
        if ((event.type as string) === 'xstate.done.actor.getAmazonLocalisation')
          expect(context.localisation).toEqual(AUTO);
        if ((event.type as string) === 'xstate.done.actor.saveAmazonLocalisation')
          expect(context.localisation).toEqual(OFF);
        if ((event.type as string) === 'xstate.error.actor.saveAmazonLocalisation')
          expect(context.problem).toBe(OFFLINE.message);
        if (
          (event.type as string) === 'xstate.done.actor.saveMarketplaceTrackingId' ||
          (event.type as string) === 'xstate.done.actor.removeMarketplaceTrackingId'
        )
          expect(snapshot.matches('readingSwitch')).toBe(true);
        if (snapshot.matches('ready')) expect(context.localisation).not.toBeNull();
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 120_000);

  it('refuses what the server would: an id of another store’s code, an empty field', () => {
    expect(saveProblem({ store: 'amazon.co.uk', draft: ' janeuk-21 ' })).toBeNull();
    expect(saveProblem({ store: 'amazon.co.uk', draft: 'janeuk-20' })).toBe(
      MARKETPLACE_ID_MESSAGES.shape('amazon.co.uk'),
    );
    expect(saveProblem({ store: 'amazon.co.jp', draft: '' })).toBe('Enter a tracking ID.');
  });
});
