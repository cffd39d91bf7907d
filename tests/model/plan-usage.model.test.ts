import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { planUsageMachine, type PlanUsageEvent } from '../../src/machines/plan-usage.machine';
import { PLAN_USAGE_TEXTS, type UsedClicks } from '../../src/domain/plan-usage';
import { planRequiredMessage } from '../../src/domain/plans';
import { SETTINGS_PATHS } from '../../src/domain/settings-visibility';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';

/** The app with the plans page, and the app as it is until the billing issue lands it. */
const WITH_PLANS = { registeredPaths: ['/pages/myLinks/index', SETTINGS_PATHS.plans] };
const WITHOUT_PLANS = { registeredPaths: ['/pages/myLinks/index'] };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as PlanUsageEvent;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('offline'), actorId: id }) as unknown as PlanUsageEvent;
const usage = (alertType: number, currentUsedClicks: number, packageIncludeClicks = 1000): UsedClicks => ({
  alertType,
  currentUsedClicks,
  packageIncludeClicks,
});

const events: PlanUsageEvent[] = [
  { type: 'planUsage.check', token: 'tok', shopName: 'janes-picks' },
  { type: 'planUsage.check', token: null, shopName: 'janes-picks' },
  { type: 'planUsage.check', token: 'tok', shopName: null },
  { type: 'planUsage.close' },
  { type: 'planUsage.upgrade' },
  { type: 'planUsage.planRequired', message: planRequiredMessage('schedule_posts') },
  done('getStripeCancelAlert', true),
  done('getStripeCancelAlert', false),
  failed('getStripeCancelAlert'),
  done('getUsedClicks', usage(0, 10)),
  done('getUsedClicks', usage(1, 950)),
  done('getUsedClicks', usage(2, 1000)),
  done('getUsedClicks', usage(2, 2234)),
  failed('getUsedClicks'),
];

interface Effects {
  cancelChecks: number;
  usageChecks: number;
  navigations: string[];
}

describe('plan-usage dialog', () => {
  it('plan-usage: every state and transition; checks only signed in, never twice at once; no way to a missing page', async () => {
    const explore = (input: typeof WITH_PLANS) =>
      exploreModel<typeof planUsageMachine, Effects>({
        name: 'plan-usage',
        machine: planUsageMachine,
        input,
        events,
        // The dialog's texts are in the context; the graph is finite because they are.
        arrange: () => {
          const effects: Effects = { cancelChecks: 0, usageChecks: 0, navigations: [] };
          const machine = planUsageMachine.provide({
            actors: {
              getStripeCancelAlert: fromPromise<boolean>(() => ((effects.cancelChecks += 1), new Promise(() => {}))),
              getUsedClicks: fromPromise<UsedClicks>(() => ((effects.usageChecks += 1), new Promise(() => {}))),
            },
          });
          return { machine, effects };
        },
        observe: (actor, effects) => {
          actor.on('route.navigate', (e) => void effects.navigations.push(e.path));
        },
        assertStep: ({ snapshot, event, effects, path }) => {
          expect(snapshot.hasTag('modal-visible')).toBe(snapshot.context.dialog !== null);
          // A check while loading starts nothing: never more calls than checks, never usage without the cancel alert.
          expect(effects.cancelChecks).toBeLessThanOrEqual(path.filter((e) => e.type === 'planUsage.check').length);
          expect(effects.usageChecks).toBeLessThanOrEqual(effects.cancelChecks);
          if (event.type === 'planUsage.check' && (!event.token || !event.shopName))
            expect(snapshot.hasTag('busy')).toBe(false);
          // The button leads to the plans page, and is no transition at all in an app without that page.
          if (event.type === 'planUsage.upgrade') {
            expect(input).toBe(WITH_PLANS);
            expect(effects.navigations).toEqual(['/pages/setting/newPrice/index']);
          }
          if (event.type === 'planUsage.close') expect(snapshot.context.dialog).toBeNull();
          // A feature the plan lacks: the server's sentence, naming the plan, with the way to the plans page.
          if (event.type === 'planUsage.planRequired') {
            expect(snapshot.context.dialog).toEqual({
              theme: 'danger',
              message: event.message,
              terms: null,
              button: PLAN_USAGE_TEXTS.seePlans,
            });
            expect(snapshot.hasTag('busy')).toBe(false);
          }
        },
      });
    const coverage = mergeCoverage('plan-usage', [await explore(WITH_PLANS), await explore(WITHOUT_PLANS)]);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total).toHaveLength(4);
  });

  it('shows the cancel alert before looking at usage, and the exact sentences for each alert type', async () => {
    const run = async (cancel: boolean, used: UsedClicks) => {
      const actor = createActor(
        planUsageMachine.provide({
          actors: {
            getStripeCancelAlert: fromPromise(async () => cancel),
            getUsedClicks: fromPromise(async () => used),
          },
        }),
        { input: WITH_PLANS },
      ).start();
      actor.send({ type: 'planUsage.check', token: 'tok', shopName: 'janes-picks' });
      actor.send({ type: 'planUsage.check', token: 'tok', shopName: 'janes-picks' });
      await new Promise((r) => setTimeout(r, 0));
      const dialog = actor.getSnapshot().context.dialog;
      actor.stop();
      return dialog;
    };
    expect(await run(true, usage(2, 5000))).toEqual({
      theme: 'danger',
      message: PLAN_USAGE_TEXTS.cancelled,
      terms: null,
      button: 'Go to Plans',
    });
    expect(await run(false, usage(0, 10))).toBeNull();
    expect(await run(false, usage(1, 950))).toEqual({
      theme: 'warn',
      message: "Less than 10% of your monthly plan's clicks remain.",
      terms: 'Extra clicks are charged $0.01 each, max $999 per month.',
      button: 'Upgrade Now',
    });
    expect((await run(false, usage(2, 1000)))?.message).toBe('Your clicks have reached the limit of the current plan.');
    expect((await run(false, usage(7, 1_235_567)))?.message).toBe(
      'Your clicks have exceeded the limit of the current plan by 1,234,567 clicks.',
    );
  });

  const visibleDialog = async (input: typeof WITH_PLANS) => {
    const emitted: AnyEventObject[] = [];
    const actor = createActor(
      planUsageMachine.provide({
        actors: {
          getStripeCancelAlert: fromPromise(async () => false),
          getUsedClicks: fromPromise(async () => usage(1, 900)),
        },
      }),
      { input },
    );
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'planUsage.check', token: 'tok', shopName: 'janes-picks' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('visible');
    return { actor, emitted };
  };

  it('upgrading navigates to the plans page and clears the dialog', async () => {
    const { actor, emitted } = await visibleDialog(WITH_PLANS);
    expect(actor.getSnapshot().can({ type: 'planUsage.upgrade' })).toBe(true);
    actor.send({ type: 'planUsage.upgrade' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    expect(emitted).toEqual([{ type: 'route.navigate', path: '/pages/setting/newPrice/index' }]);
    actor.stop();
  });

  it('without a plans page in the app the button cannot be used: nothing navigates, the dialog stays until closed', async () => {
    const { actor, emitted } = await visibleDialog(WITHOUT_PLANS);
    expect(actor.getSnapshot().can({ type: 'planUsage.upgrade' })).toBe(false);
    actor.send({ type: 'planUsage.upgrade' });
    expect(actor.getSnapshot().hasTag('modal-visible')).toBe(true);
    expect(emitted).toEqual([]);
    actor.send({ type: 'planUsage.close' });
    expect(actor.getSnapshot().hasTag('modal-visible')).toBe(false);
    actor.stop();
  });
});
