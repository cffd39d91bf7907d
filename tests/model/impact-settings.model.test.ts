import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { IMPACT_LINK_MESSAGES, IMPACT_MESSAGES } from '../../src/domain/impact-settings';
import { SAVE_SUCCESS_TEXT } from '../../src/domain/spec-constants';
import { fieldBlur, fieldChange } from '../../src/machines/form-machine';
import {
  IMPACT_CLEARED_TEXT,
  impactSettingsMachine,
  type ImpactSettingsByRetailer,
  type ImpactSettingsEvent,
} from '../../src/machines/impact-settings.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';
import {
  countOf,
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';

type Snap = SnapshotFrom<typeof impactSettingsMachine>;

const SAVED_AT = '2026-11-21T10:00:00.000Z';
const WALMART = { publisherId: '1234567', adId: '565706', campaignId: '9383', savedAt: SAVED_AT };
const LOADED: ImpactSettingsByRetailer = { walmart: WALMART };
const WALMART_LINK = `https://goto.walmart.com/c/${WALMART.publisherId}/${WALMART.adId}/${WALMART.campaignId}?u=https%3A%2F%2Fwww.walmart.com%2Fip%2F123456`;
const TARGET_LINK = 'https://goto.target.com/c/1234567/2092/16662';
const REFUSED = serverError('Invalid request: publisherId has an invalid format.', 400, '/setting/saveImpactSettings');

/** What the server answers a save of the form's values: the other retailer as it was, this one as sent. */
function savedAnswer(snapshot: Snap): ImpactSettingsByRetailer {
  const { retailer, values, saved } = snapshot.context;
  return {
    ...saved,
    [retailer]: {
      publisherId: values.publisherId.trim(),
      adId: values.adId.trim(),
      campaignId: values.campaignId.trim(),
      savedAt: SAVED_AT,
    },
  };
}

function clearedAnswer(snapshot: Snap): ImpactSettingsByRetailer {
  const { [snapshot.context.retailer]: _gone, ...rest } = snapshot.context.saved;
  return rest;
}

function events(snapshot: Snap): ImpactSettingsEvent[] {
  const { values, retailer } = snapshot.context;
  const out: unknown[] = [];
  if (snapshot.matches('loading'))
    out.push(
      done('getImpactSettings', LOADED),
      done('getImpactSettings', {}),
      failed('getImpactSettings', serverError('Cannot reach Linkmint.', 599)),
    );
  if (snapshot.matches('loadFailed')) out.push({ type: 'impact.retry' });
  if (snapshot.matches('editing')) {
    out.push(
      { type: 'retailer.select', retailer: retailer === 'walmart' ? 'target' : 'walmart' },
      { type: 'retailer.select', retailer },
    );
    // Letters in an id, then the ids of the Walmart settings (with a space the form trims).
    out.push(
      fieldChange('publisherId', values.publisherId === WALMART.publisherId ? 'IR123' : ` ${WALMART.publisherId}`),
      fieldBlur('publisherId'),
    );
    if (values.adId === '') out.push(fieldChange('adId', WALMART.adId), fieldChange('campaignId', WALMART.campaignId));
    out.push({ type: 'impact.save' }, { type: 'impact.clear' });
    // An Impact tracking link pasted (its ids fill the fields), one of the other retailer, something else, nothing.
    // (Offered on an empty form only, which keeps the model small.)
    if (values.publisherId === '' && values.adId === '')
      out.push(...[WALMART_LINK, TARGET_LINK, 'hello', ''].map((text) => ({ type: 'link.change', text })));
  }
  if (snapshot.matches('saving'))
    out.push(done('saveImpactSettings', savedAnswer(snapshot)), failed('saveImpactSettings', REFUSED));
  if (snapshot.matches('clearing'))
    out.push(
      done('clearImpactSettings', clearedAnswer(snapshot)),
      failed('clearImpactSettings', serverError('Cannot reach Linkmint.', 599)),
    );
  return out as ImpactSettingsEvent[];
}

function arrange() {
  const log = newCallLog();
  const actors = recordingActors(log, ['getImpactSettings', 'saveImpactSettings', 'clearImpactSettings']);
  return { machine: impactSettingsMachine.provide({ actors: actors as never }), effects: log };
}

describe('impact settings machine', () => {
  it('impactSettings: every state and transition; saves send trimmed digits only; the form shows what the server holds', async () => {
    const coverage = await exploreModel({
      name: 'impact-settings',
      machine: impactSettingsMachine,
      events,
      arrange,
      observe: recordEmitted,
      assertStep: ({ snapshot, effects, path }: { snapshot: Snap; effects: CallLog; path: ImpactSettingsEvent[] }) => {
        const { context } = snapshot;
        const busy = snapshot.matches('loading') || snapshot.matches('saving') || snapshot.matches('clearing');
        expect(snapshot.hasTag('busy')).toBe(busy);
        expect(snapshot.can({ type: 'impact.save' })).toBe(snapshot.matches('editing'));
        expect(snapshot.can({ type: 'impact.clear' })).toBe(
          snapshot.matches('editing') && context.saved[context.retailer] !== undefined,
        );
        expect(snapshot.hasTag('field-errors')).toBe(snapshot.matches({ editing: 'invalid' }));
        if (context.errors.publisherId)
          expect([IMPACT_MESSAGES.shape('publisherId'), IMPACT_MESSAGES.empty('publisherId')]).toContain(
            context.errors.publisherId,
          );
        if (snapshot.matches({ editing: 'failed' })) expect(context.failure).toBeTruthy();
        // A link that could be read is gone from the box; one that could not stays with its reason.
        if (context.linkProblem) expect(context.link.trim()).not.toBe('');
        const pasted = path.at(-1);
        if (pasted?.type === 'link.change' && snapshot.matches('editing')) {
          const text = (pasted as { text: string }).text;
          const readable =
            text === WALMART_LINK
              ? context.retailer === 'walmart'
              : text === TARGET_LINK && context.retailer === 'target';
          if (readable) {
            expect(context.link).toBe('');
            expect(context.values.adId).toBe(text === WALMART_LINK ? WALMART.adId : '2092');
          } else {
            expect(context.link).toBe(text);
            expect(context.linkProblem).toBe(
              text === ''
                ? null
                : text === TARGET_LINK
                  ? IMPACT_LINK_MESSAGES.otherRetailer('target')
                  : text === WALMART_LINK
                    ? IMPACT_LINK_MESSAGES.otherRetailer('walmart')
                    : IMPACT_LINK_MESSAGES.notLink,
            );
          }
        }
        // A save sends the chosen retailer and three runs of digits, never what the form refused.
        for (const call of effects.calls.filter((c) => c.actor === 'saveImpactSettings')) {
          const body = call.input as Record<string, string>;
          expect(['target', 'walmart']).toContain(body.retailer);
          for (const field of ['publisherId', 'adId', 'campaignId']) expect(body[field]).toMatch(/^\d{1,12}$/);
        }
        for (const call of effects.calls.filter((c) => c.actor === 'clearImpactSettings'))
          expect(call.input).toEqual({ retailer: expect.stringMatching(/^(target|walmart)$/) });
        expect(effects.calls.filter((c) => c.actor === 'getImpactSettings')).toHaveLength(
          1 + countOf(path, 'impact.retry'),
        );
        // Right after an answer, the fields hold the chosen retailer's ids as stored.
        const last = path.at(-1)?.type ?? '';
        if (/^xstate\.done\.actor\.(get|save|clear)ImpactSettings$/.test(last) || last === 'retailer.select') {
          const stored = context.saved[context.retailer];
          expect(context.values).toEqual(
            stored
              ? { publisherId: stored.publisherId, adId: stored.adId, campaignId: stored.campaignId }
              : { publisherId: '', adId: '', campaignId: '' },
          );
        }
        expect(effects.emitted.filter((e) => e.text === SAVE_SUCCESS_TEXT)).toHaveLength(
          countOf(path, 'xstate.done.actor.saveImpactSettings'),
        );
        const clears = effects.emitted.filter(
          (e) => e.text === IMPACT_CLEARED_TEXT('target') || e.text === IMPACT_CLEARED_TEXT('walmart'),
        );
        expect(clears).toHaveLength(countOf(path, 'xstate.done.actor.clearImpactSettings'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
