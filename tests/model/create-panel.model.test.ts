import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { createPanelMachine, type CreatePanelEvent } from '../../src/machines/create-panel.machine';
import { CREATE_ACTIONS, createPanelOptions, PAGE_NOT_AVAILABLE_TITLE } from '../../src/domain/create-panel';
import { REGISTERED_PATHS } from '../../src/domain/registered-routes';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const REGISTERED = ['/pages/midTabBar/index_new', '/pages/applyBoosting/index'];
const checked = (whitelisted: boolean) =>
  ({
    type: 'xstate.done.actor.checkBoostingWhitelist',
    output: whitelisted,
    actorId: 'checkBoostingWhitelist',
  }) as unknown as CreatePanelEvent;

const events: CreatePanelEvent[] = [
  { type: 'createPanel.open' },
  { type: 'createPanel.close' },
  ...CREATE_ACTIONS.map((a) => ({ type: 'createPanel.choose' as const, action: a.id })),
  checked(true),
  checked(false),
  {
    type: 'xstate.error.actor.checkBoostingWhitelist',
    error: new Error('offline'),
    actorId: 'checkBoostingWhitelist',
  } as unknown as CreatePanelEvent,
];

describe('create panel', () => {
  it('create-panel: every state and transition; only available actions navigate, boosting only when whitelisted', async () => {
    const coverage = await exploreModel<typeof createPanelMachine, { checks: number; emitted: AnyEventObject[] }>({
      name: 'create-panel',
      machine: createPanelMachine,
      input: { registeredPaths: REGISTERED },
      events,
      arrange: () => {
        const effects = { checks: 0, emitted: [] as AnyEventObject[] };
        const machine = createPanelMachine.provide({
          actors: {
            checkBoostingWhitelist: fromPromise<boolean>(() => ((effects.checks += 1), new Promise(() => {}))),
          },
        });
        return { machine, effects };
      },
      observe: (actor, effects) => void actor.on('*', (e) => effects.emitted.push(e)),
      assertStep: ({ snapshot, event, effects, path }) => {
        expect(snapshot.hasTag('panel-visible')).toBe(!snapshot.matches('closed'));
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checking'));
        // One whitelist check per opening, none otherwise.
        expect(effects.checks).toBe(path.filter((e) => e.type === 'createPanel.open').length);
        const navigations = effects.emitted.filter((e) => e.type === 'route.navigate');
        if (event.type === 'createPanel.choose' && snapshot.matches('closed')) {
          expect(REGISTERED).toContain(navigations.at(-1)?.path);
          if (event.action === 'boosting') expect(snapshot.context.whitelisted).toBe(true);
        }
        for (const n of navigations) expect(REGISTERED).toContain(n.path);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(3);
  });

  it('lists boosting only for a whitelisted shop, and marks actions whose page is missing as not available yet', () => {
    expect(createPanelOptions(false, REGISTERED).map((o) => o.id)).toEqual([
      'landingPage',
      'gallery',
      'collage',
      'deepLink',
    ]);
    const all = createPanelOptions(true, REGISTERED);
    expect(all.map((o) => [o.id, o.enabled, o.title ?? null])).toEqual([
      ['boosting', true, null],
      ['landingPage', false, PAGE_NOT_AVAILABLE_TITLE],
      ['gallery', false, PAGE_NOT_AVAILABLE_TITLE],
      ['collage', false, PAGE_NOT_AVAILABLE_TITLE],
      ['deepLink', true, null],
    ]);
  });

  it("with the app's own route tables, a whitelisted shop's boosting action leads to the boosting start page", () => {
    const boosting = createPanelOptions(true, REGISTERED_PATHS).find((o) => o.id === 'boosting');
    expect(boosting).toMatchObject({ path: '/pages/applyBoosting/index', enabled: true });
    expect(createPanelOptions(false, REGISTERED_PATHS).some((o) => o.id === 'boosting')).toBe(false);
  });

  it("counts the pages of both route tables: 'Create a Landing Page' (a page of the lazy table) leads to the block editor", () => {
    expect(createPanelOptions(false, REGISTERED_PATHS).find((o) => o.id === 'landingPage')).toMatchObject({
      path: '/pages/landingPage/create',
      enabled: true,
    });
    expect(createPanelOptions(false, REGISTERED_PATHS).find((o) => o.id === 'landingPage')?.title).toBeUndefined();
  });

  it("offers 'Create a Link Gallery', which leads to the gallery editor (issue 24: galleries had no way in)", () => {
    expect(createPanelOptions(false, REGISTERED_PATHS).find((o) => o.id === 'gallery')).toMatchObject({
      label: 'Create a Link Gallery',
      path: '/pages/linkGallery/create',
      enabled: true,
    });
  });
});
