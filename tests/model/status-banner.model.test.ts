import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { statusBannerMachine, type StatusBannerEvent } from '../../src/machines/status-banner.machine';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const events: StatusBannerEvent[] = [{ type: 'banner.action' }, { type: 'banner.close' }];

describe('status banner', () => {
  it('status-banner: every state and transition; the action navigates, the close control hides it', async () => {
    const coverage = await exploreModel<typeof statusBannerMachine, { navigations: string[] }>({
      name: 'status-banner',
      machine: statusBannerMachine,
      input: { actionPath: '/pages/setting/newPrice/index' },
      events,
      arrange: () => {
        const effects = { navigations: [] as string[] };
        const machine = statusBannerMachine.provide({
          actions: { navigateToAction: ({ context }) => void effects.navigations.push(context.actionPath!) },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        expect(snapshot.hasTag('banner-visible')).toBe(snapshot.matches('visible'));
        if (event.type === 'banner.action') expect(effects.navigations).toEqual(['/pages/setting/newPrice/index']);
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('emits the navigation for the runtime; a banner without an action navigates nowhere', () => {
    const emitted: AnyEventObject[] = [];
    const withAction = createActor(statusBannerMachine, { input: { actionPath: '/pages/setting/billing' } });
    withAction.on('*', (e) => emitted.push(e));
    withAction.start();
    withAction.send({ type: 'banner.action' });
    expect(emitted).toEqual([{ type: 'navigation.push', path: '/pages/setting/billing' }]);
    const without = createActor(statusBannerMachine, { input: {} }).start();
    expect(without.getSnapshot().can({ type: 'banner.action' })).toBe(false);
    withAction.stop();
    without.stop();
  });
});
