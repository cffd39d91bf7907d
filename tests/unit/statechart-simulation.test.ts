import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findMachine, machineExtras, MACHINES, machineSlug } from '../../src/machines/registry';
import { applyChoice } from '../../src/machines/statechart-simulation-choices';
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
import { examplesOf } from '../../src/machines/simulation-examples';
import { loginExamples } from '../../src/machines/login.examples';
import { availabilityExamples } from '../../src/machines/availability.examples';
import { parseRecording, toRecording } from '../../src/domain/statechart-live';
import { REGISTERED_PATHS } from '../../src/domain/registered-routes';
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
  it.each(MACHINES.map((entry) => [machineSlug(entry), entry] as const))(
    '%s starts and lists its first events, without a call',
    (slug, entry) => {
      const simulation = startSimulation(entry, slug);
      const { view } = simulation;
      expect(view.failure).toBeNull();
      expect(view.status).toBe('active');
      // Something to do: an event to send, an invoked actor to settle or a delay to fire.
      expect(view.events.length + view.invokes.length + view.delays.length).toBeGreaterThan(0);
      const graph = statechartGraph(entry.machine);
      for (const type of view.events)
        expect(
          graph.edges.some((e) => e.event === type),
          type,
        ).toBe(true);

      // Each first choice taken once: the events, each invoke both ways with the answers offered, each delay.
      for (const type of view.events) sendEvent(entry, simulation, type, {}, 0);
      for (const invoke of view.invokes) {
        const offered = applyChoice(
          entry,
          simulation,
          { type: 'simulation.settle', id: invoke.id, outcome: 'done', data: invoke.example?.output ?? '' },
          0,
        );
        expect(
          'simulation' in offered && offered.simulation.view.failure,
          `${slug}: ${invoke.id} succeeding with its example`,
        ).toBeNull();
        settleInvoke(entry, simulation, invoke.id, { error: invoke.example?.error ?? 'Refused.' }, 0);
      }
      for (const delay of view.delays) fireDelay(entry, simulation, delay.event, 0);
      expect(fetches).toEqual([]);
    },
  );

  it('offers an example answer, success and failure, for every call every registered machine invokes', () => {
    const missing = MACHINES.flatMap((entry) => {
      const slug = machineSlug(entry);
      const invoked = statechartGraph(entry.machine).nodes.flatMap((node) =>
        node.invokes.map((text) => text.split(': ')),
      );
      return invoked
        .filter(([, src = '']) => examplesOf(slug)?.actors[src] === undefined)
        .map(
          ([id, src]) =>
            `${entry.file}: no example for the call '${src}' (invoked as '${id}'); add it to src/machines/${slug}.examples.ts, listed in simulation-examples.ts`,
        );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('prefills each pending call with its example: the output as JSON and the error message', () => {
    const login = findMachine('login');
    if (!login) throw new Error('login is not registered');
    const started = sendEvent(
      login,
      forceGuard(login, startSimulation(login, 'login'), 'isFormValid', true),
      'login.submit',
      {},
      1,
    );
    const [encrypt] = started.view.invokes;
    expect(encrypt?.example).toEqual({
      output: JSON.stringify(loginExamples.actors.encryptPassword.output, null, 2),
      error: loginExamples.actors.encryptPassword.error,
    });
    // Succeeding with what the panel shows reaches the next call, and then the signed-in state.
    const encrypted = applyChoice(
      login,
      started,
      { type: 'simulation.settle', id: 'encryptPassword', outcome: 'done', data: encrypt?.example?.output ?? '' },
      2,
    );
    if (!('simulation' in encrypted)) throw new Error(encrypted.error);
    const [signIn] = encrypted.simulation.view.invokes;
    const signedIn = applyChoice(
      login,
      encrypted.simulation,
      { type: 'simulation.settle', id: 'loginV2', outcome: 'done', data: signIn?.example?.output ?? '' },
      3,
    );
    expect('simulation' in signedIn && signedIn.simulation.view).toMatchObject({
      value: 'signedIn',
      status: 'done',
      failure: null,
    });
  });

  it('sends an event with its example data when nothing is typed, and with the data typed otherwise', () => {
    const availability = findMachine('availability');
    if (!availability) throw new Error('availability is not registered');
    const simulation = startSimulation(availability, 'availability');
    expect(simulation.view.eventExamples['availability.check']).toBe(
      JSON.stringify(availabilityExamples.events?.['availability.check'], null, 2),
    );
    const send = (data: string) => {
      const next = applyChoice(
        availability,
        simulation,
        { type: 'simulation.send', eventType: 'availability.check', data },
        1,
      );
      if (!('simulation' in next)) throw new Error(next.error);
      return JSON.parse(next.simulation.view.context) as { values: unknown };
    };
    expect(send('').values).toEqual(availabilityExamples.events?.['availability.check']?.values);
    expect(send('{"values": {"username": "sam"}}').values).toEqual({ username: 'sam' });
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
    expect(simulation.view).toMatchObject({
      value: { submitting: 'signingIn' },
      invokes: [{ id: 'loginV2', src: 'loginV2' }],
    });
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
      {
        event: 'xstate.after.1000.supportChat.waitingForLogin',
        label: 'after 1000 ms [isSignedIn] / after 1000 ms',
        state: 'supportChat.waitingForLogin',
      },
    ]);
    const signedIn = fireDelay(
      chat,
      forceGuard(chat, simulation, 'isSignedIn', true),
      'xstate.after.1000.supportChat.waitingForLogin',
      1,
    );
    expect(signedIn.view.value).not.toBe('waitingForLogin');
    expect(signedIn.view.steps.at(-1)?.effects).toContain('shutdownMessenger');
    expect(fetches).toEqual([]);
  });
});
