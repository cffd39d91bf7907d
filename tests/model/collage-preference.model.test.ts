import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/api/response-policy';
import { COLLAGE_TEXTS } from '../../src/domain/collage-pages';
import { collagePreferenceMachine, type CollagePreferenceEvent } from '../../src/machines/collage-preference.machine';
import type { CollagePreference } from '../../src/machines/collage-calls';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const STORED: CollagePreference = {
  style: 'magazine',
  backgroundColor: '#FFFFFF',
  spacing: 12,
  showPrices: true,
  showRetailerLogos: true,
  maxItems: 9,
};
const ev = (e: unknown) => e as CollagePreferenceEvent;
const loaded = ev({ type: 'xstate.done.actor.getGallerySetting', output: STORED, actorId: 'getGallerySetting' });
const loadFailed = ev({
  type: 'xstate.error.actor.getGallerySetting',
  error: new Error('offline'),
  actorId: 'getGallerySetting',
});
const saved = ev({
  type: 'xstate.done.actor.addGallerySetting',
  output: { ...STORED, style: 'mosaic' },
  actorId: 'addGallerySetting',
});
const saveRefused = ev({
  type: 'xstate.error.actor.addGallerySetting',
  error: new ApiError({
    code: 400,
    message: 'Invalid request: maxItems must be <= 9',
    path: '/gallery/add_gallery_setting',
  }),
  actorId: 'addGallerySetting',
});

describe('AI collage preference (setting/aiCollagePreference)', () => {
  it('collage-preference: every state and transition; the background goes up as six-digit hex, numbers inside their ranges, the whole preference at once', async () => {
    const coverage = await exploreModel<
      typeof collagePreferenceMachine,
      { saves: CollagePreference[]; emitted: AnyEventObject[] }
    >({
      name: 'collage-preference',
      machine: collagePreferenceMachine,
      events: (snapshot) => [
        { type: 'preference.retry' },
        { type: 'preference.style.choose', style: 'mosaic' },
        { type: 'preference.background.change', value: 'hsl(160 84% 39%)' },
        { type: 'preference.spacing.change', value: 99 },
        { type: 'preference.prices.toggle', value: false },
        { type: 'preference.logos.toggle', value: false },
        { type: 'preference.maxItems.change', value: 1 },
        { type: 'preference.save' },
        ...(snapshot.matches('loading') ? [loaded, loadFailed] : []),
        ...(snapshot.matches('saving') ? [saved, saveRefused] : []),
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.form, s.context.failure !== null]),
      limit: 20_000,
      arrange: () => {
        const effects = { saves: [] as CollagePreference[], emitted: [] as AnyEventObject[] };
        const machine = collagePreferenceMachine.provide({
          actors: {
            getGallerySetting: fromPromise<CollagePreference>(() => new Promise(() => {})),
            addGallerySetting: fromPromise<CollagePreference, CollagePreference>(
              ({ input }) => (effects.saves.push(input), new Promise(() => {})),
            ),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects }) => {
        const { form, failure } = snapshot.context;
        if (event === loaded) expect(form).toEqual({ ...STORED, background: '#FFFFFF' });
        if (event.type === 'preference.background.change') expect(form.backgroundColor).toBe('#10B77F');
        if (event.type === 'preference.save') {
          const save = effects.saves.at(-1)!;
          expect(save.backgroundColor).toMatch(/^#[0-9A-F]{6}$/);
          expect(save.spacing).toBeGreaterThanOrEqual(0);
          expect(save.spacing).toBeLessThanOrEqual(48);
          expect(save.maxItems).toBeGreaterThanOrEqual(2);
          expect(save.maxItems).toBeLessThanOrEqual(9);
          expect(Object.keys(save).sort()).toEqual([
            'backgroundColor',
            'maxItems',
            'showPrices',
            'showRetailerLogos',
            'spacing',
            'style',
          ]);
          expect(save.style).toBe(form.style);
        }
        if (event === saved) {
          expect(form.style).toBe('mosaic');
          expect(effects.emitted.at(-1)).toEqual({
            type: 'toast.show',
            text: COLLAGE_TEXTS.preferenceSaved,
            durationMs: 3000,
          });
        }
        if (event === saveRefused)
          expect([failure, snapshot.matches('editing')]).toEqual(['Invalid request: maxItems must be <= 9', true]);
        if (event === loadFailed) expect(failure).toBe(COLLAGE_TEXTS.preferenceLoadFailed);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);
});
