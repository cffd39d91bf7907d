import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findMachine, machineExtras, MACHINES, machineSlug } from '../../src/machines/registry';
import {
  fireDelay,
  forceGuard,
  sendEvent,
  settleInvoke,
  simulationEntries,
  startSimulation,
  stepBack,
} from '../../src/machines/statechart-simulation';
import { statechartGraph } from '../../src/domain/statechart-graph';
import { parseRecording, toRecording } from '../../src/domain/statechart-live';
import { REGISTERED_PATHS } from '../../src/views/routes';
import { hasPage } from '../../src/domain/registered-routes';

/** Every call a simulation makes to the network fails the test. */
const fetches: string[] = [];
beforeEach(() => {
  fetches.length = 0;
  vi.stubGlobal('fetch', (input: unknown) => {
    fetches.push(String(input));
    return Promise.reject(new Error('A simulation called fetch.'));
  });
});
afterEach(() => vi.unstubAllGlobals());

const WRONG = 'The user name or password is incorrect.';

describe('simulating every registered machine', () => {
  it.each(MACHINES.map((entry) => [machineSlug(entry), entry] as const))('%s starts and lists its first events, without a call', (slug, entry) => {
    const simulation = startSimulation(entry, slug);
    const { view } = simulation;
    expect(view.failure).toBeNull();
    expect(view.status).toBe('active');
    // Something to do: an event to send, an invoked actor to settle or a delay to fire.
    expect(view.events.length + view.invokes.length + view.delays.length).toBeGreaterThan(0);
    const graph = statechartGraph(entry.machine);
    for (const type of view.events) expect(graph.edges.some((e) => e.event === type), type).toBe(true);

    // Each first choice taken once: the events, each invoke both ways, each delay.
    for (const type of view.events) sendEvent(entry, simulation, type, {}, 0);
    for (const invoke of view.invokes) {
      settleInvoke(entry, simulation, invoke.id, { output: null }, 0);
      settleInvoke(entry, simulation, invoke.id, { error: 'Refused.' }, 0);
    }
    for (const delay of view.delays) fireDelay(entry, simulation, delay.event, 0);
    expect(fetches).toEqual([]);
  });

  it('gives each machine whose context is built from its input an example input, and links only real screens', () => {
    for (const entry of MACHINES) {
      const { screen } = machineExtras(entry);
      if (screen) expect(hasPage(screen, REGISTERED_PATHS), `${entry.file}: ${screen}`).toBe(true);
    }
  });
});

describe('simulating the login', () => {
  const login = findMachine('login');
  if (!login) throw new Error('login is not registered');

  it('fails a sign-in, steps back and signs in, and saves the steps as a recording', () => {
    let simulation = startSimulation(login, 'login');
    expect(simulation.view.value).toEqual({ editing: 'ready' });
    expect(simulation.view.events).toEqual(expect.arrayContaining(['login.submit', 'field.change', 'field.blur']));
    // The empty form cannot be sent; the reviewer forces its check instead of typing.
    expect(sendEvent(login, simulation, 'login.submit', {}, 1).view.value).toEqual({ editing: 'invalid' });
    simulation = forceGuard(login, simulation, 'isFormValid', true);
    expect(simulation.view.guards).toContainEqual({ name: 'isFormValid', forced: true });
    simulation = sendEvent(login, simulation, 'login.submit', {}, 1);
    expect(simulation.view.invokes.map((i) => i.id)).toEqual(['encryptPassword']);
    simulation = settleInvoke(login, simulation, 'encryptPassword', { output: 'c1pher' }, 2);
    expect(simulation.view).toMatchObject({ value: { submitting: 'signingIn' }, invokes: [{ id: 'loginV2', src: 'loginV2' }] });
    expect(JSON.parse(simulation.view.context)).toMatchObject({ encryptedPassword: 'c1pher' });

    const failed = settleInvoke(login, simulation, 'loginV2', { error: WRONG }, 3);
    expect(failed.view).toMatchObject({ value: { editing: 'failed' }, tags: ['error'] });
    expect(JSON.parse(failed.view.context)).toMatchObject({ failure: WRONG, encryptedPassword: null });

    const back = stepBack(login, failed);
    expect(back.view.value).toEqual({ submitting: 'signingIn' });
    const signedIn = settleInvoke(login, back, 'loginV2', { output: { token: 't', shopName: 'jane' } }, 4);
    expect(signedIn.view).toMatchObject({ value: 'signedIn', status: 'done' });
    // The app runtime would hear of the sign-in; here it is only written down.
    expect(signedIn.view.steps.at(-1)?.effects).toEqual(['emits session.signedIn']);

    const entries = simulationEntries(signedIn, 0);
    expect(entries.map((e) => [e.event, e.to])).toEqual([
      ['xstate.init', { editing: 'ready' }],
      ['login.submit', { submitting: 'encrypting' }],
      ['xstate.done.actor.encryptPassword', { submitting: 'signingIn' }],
      ['xstate.done.actor.loginV2', 'signedIn'],
    ]);
    expect(parseRecording(JSON.stringify(toRecording(entries)))).toEqual(entries);
    expect(fetches).toEqual([]);
  });

  it('records side-effect actions instead of running them, and fires delays on demand', () => {
    const chat = findMachine('support-chat');
    if (!chat) throw new Error('support-chat is not registered');
    const simulation = startSimulation(chat, 'support-chat');
    expect(simulation.view.delays).toEqual([
      { event: 'xstate.after.1000.supportChat.waitingForLogin', label: 'after 1000 ms [isSignedIn] / after 1000 ms', state: 'supportChat.waitingForLogin' },
    ]);
    const signedIn = fireDelay(chat, forceGuard(chat, simulation, 'isSignedIn', true), 'xstate.after.1000.supportChat.waitingForLogin', 1);
    expect(signedIn.view.value).not.toBe('waitingForLogin');
    expect(signedIn.view.steps.at(-1)?.effects).toContain('shutdownMessenger');
    expect(fetches).toEqual([]);
  });
});
