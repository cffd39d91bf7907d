import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { updateCheckMachine, type UpdateCheckEvent } from '../../src/machines/update-check.machine';
import { APP_VERSION_CODE, updatePrompt, type VersionInfo } from '../../src/domain/app-version';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const INSTALLED = APP_VERSION_CODE;
/** A browser that ran the version before this one. */
const SEEN_BEFORE = INSTALLED - 1;
const ANSWERS: VersionInfo[] = [
  { forceUpdateVersion: INSTALLED + 1, freshNewsVersion: INSTALLED },
  { forceUpdateVersion: INSTALLED, freshNewsVersion: INSTALLED },
  { forceUpdateVersion: INSTALLED - 5, freshNewsVersion: INSTALLED - 1 },
];
const events: UpdateCheckEvent[] = [
  { type: 'update.check' },
  { type: 'update.reload' },
  { type: 'update.dismiss' },
  ...ANSWERS.map(
    (output) =>
      ({
        type: 'xstate.done.actor.getAppForceUpdateInfo',
        output,
        actorId: 'getAppForceUpdateInfo',
      }) as unknown as UpdateCheckEvent,
  ),
  {
    type: 'xstate.error.actor.getAppForceUpdateInfo',
    error: new Error('offline'),
    actorId: 'getAppForceUpdateInfo',
  } as unknown as UpdateCheckEvent,
];

interface Effects {
  reloads: number;
  persisted: number[];
}

describe('update check', () => {
  it("update-check: every state and transition; 114 above the running code, 115 for this build's news", async () => {
    let info: VersionInfo | null = null;
    const coverage = await exploreModel<typeof updateCheckMachine, Effects>({
      name: 'update-check',
      machine: updateCheckMachine,
      input: { installed: INSTALLED, whatsNewShownFor: SEEN_BEFORE },
      events,
      arrange: () => {
        const effects: Effects = { reloads: 0, persisted: [] };
        info = null;
        const machine = updateCheckMachine.provide({
          actors: {
            getAppForceUpdateInfo: fromPromise<VersionInfo, { installed: number }>(() => new Promise(() => {})),
          },
          actions: {
            reloadApp: () => void (effects.reloads += 1),
            persistWhatsNewShown: ({ context }) => void effects.persisted.push(context.installed),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        if ((event.type as string) === 'xstate.done.actor.getAppForceUpdateInfo') {
          info = (event as unknown as { output: VersionInfo }).output;
          const prompt = updatePrompt(info, INSTALLED, SEEN_BEFORE);
          expect(snapshot.value).toBe(prompt === 'none' ? 'upToDate' : prompt);
          expect(effects.persisted).toEqual(prompt === 'whatsNew' ? [INSTALLED] : []);
        }
        if (event.type === 'update.reload') expect(effects.reloads).toBe(1);
        // The forced update cannot be dismissed.
        if (event.type === 'update.dismiss' && info && info.forceUpdateVersion > INSTALLED)
          expect(snapshot.value).toBe('forceUpdate');
        expect(snapshot.hasTag('popup-visible')).toBe(snapshot.matches('forceUpdate') || snapshot.matches('whatsNew'));
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it("shows the what's-new popup once after an update: the second start remembers it", async () => {
    const stored: { shownFor: number | null } = { shownFor: SEEN_BEFORE };
    const start = async () => {
      const machine = updateCheckMachine.provide({
        actors: {
          getAppForceUpdateInfo: fromPromise(async () => ({ forceUpdateVersion: 0, freshNewsVersion: INSTALLED })),
        },
        actions: { persistWhatsNewShown: ({ context }) => void (stored.shownFor = context.installed) },
      });
      const actor = createActor(machine, {
        input: { installed: INSTALLED, whatsNewShownFor: stored.shownFor },
      }).start();
      actor.send({ type: 'update.check' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const value = actor.getSnapshot().value;
      actor.stop();
      return value;
    };
    expect(await start()).toBe('whatsNew');
    expect(await start()).toBe('upToDate');
  });

  it("a browser's first run shows no what's new, and remembers this version as seen", async () => {
    let persisted: number | null = null;
    const machine = updateCheckMachine.provide({
      actors: {
        getAppForceUpdateInfo: fromPromise(async () => ({ forceUpdateVersion: 0, freshNewsVersion: INSTALLED })),
      },
      actions: { persistWhatsNewShown: ({ context }) => void (persisted = context.installed) },
    });
    const actor = createActor(machine, { input: { installed: INSTALLED, whatsNewShownFor: null } }).start();
    actor.send({ type: 'update.check' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('upToDate');
    expect(persisted).toBe(INSTALLED);
    actor.stop();
  });
});
