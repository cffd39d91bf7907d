import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  facebookLoginMachine,
  type FacebookLoginEvent,
  type FacebookLoginInput,
} from '../../src/machines/facebook-login.machine';
import { FACEBOOK_CANCELLED_TEXT, FACEBOOK_UNAVAILABLE_TEXT } from '../../src/domain/spec-constants';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';
import {
  done,
  failed,
  newCallLog,
  recordEmitted,
  recordingActors,
  serverError,
  type CallLog,
} from '../support/flow-fakes';
import { signInAnswerOf } from '../support/session-fixtures';

type Snap = SnapshotFrom<typeof facebookLoginMachine>;

const REDIRECT = 'https://app.linkmint.test/pc/';
const DIALOG = { url: 'https://www.facebook.test/v19.0/dialog/oauth?client_id=1&state=s7a7e', state: 's7a7e' };
const NOT_CONFIGURED = serverError('Facebook sign-in is not configured.', 503, '/blogger/getFacebookLoginUrl');
const EXPIRED = serverError(
  'This Facebook sign-in has expired or was already used. Please start again.',
  400,
  '/blogger/fb/oauth',
);
/** A first Facebook sign-in: a session without a shop (the runtime opens Connect Account). */
const RESULT = signInAnswerOf({ token: 'tok-fb', shopName: undefined, loginType: 2, userType: 'new' });

/** The page's three openings: the start, the way back with a code, the way back after cancelling. */
const INPUTS: Array<[string, FacebookLoginInput]> = [
  ['start', { redirectUri: REDIRECT }],
  ['return', { redirectUri: REDIRECT, code: 'c0de', state: 's7a7e' }],
  ['cancelled', { redirectUri: REDIRECT, error: 'access_denied' }],
];

const events = [
  { type: 'facebook.start' },
  done('signInProviders', true),
  done('signInProviders', false),
  failed('signInProviders', new Error('offline')),
  done('getFacebookLoginUrl', DIALOG),
  failed('getFacebookLoginUrl', NOT_CONFIGURED),
  done('oauth', RESULT),
  failed('oauth', EXPIRED),
] as FacebookLoginEvent[];

function arrange() {
  const log = newCallLog();
  return {
    machine: facebookLoginMachine.provide({
      actors: recordingActors(log, ['signInProviders', 'getFacebookLoginUrl', 'oauth']) as never,
    }),
    effects: log,
  };
}

function assertStep({ snapshot, effects }: { snapshot: Snap; effects: CallLog }) {
  const { context } = snapshot;
  const busy = ['checking', 'starting', 'redirecting', 'finishing', 'signedIn'].some((s) =>
    snapshot.matches(s as never),
  );
  expect(snapshot.hasTag('busy')).toBe(busy);
  expect(snapshot.hasTag('error')).toBe(snapshot.matches('failed') || snapshot.matches('unavailable'));
  // Not configured: the page says so and offers no retry; the dialog is never asked for.
  if (snapshot.matches('unavailable')) {
    expect(context.failure).toBe(FACEBOOK_UNAVAILABLE_TEXT);
    expect(effects.calls.map((c) => c.actor)).toEqual(['signInProviders']);
  }
  expect(snapshot.can({ type: 'facebook.start' })).toBe(snapshot.matches('failed'));
  // The dialog is asked for with this app's return address; the code goes back with the state Facebook returned.
  for (const call of effects.calls) {
    if (call.actor === 'getFacebookLoginUrl') expect(call.input).toEqual({ redirectUri: REDIRECT });
    if (call.actor === 'oauth') expect(call.input).toEqual({ code: 'c0de', state: 's7a7e', redirectUri: REDIRECT });
  }
  // Leaving for Facebook and signing in happen exactly once, in the states that say so.
  const external = effects.emitted.filter((e) => e.type === 'route.external');
  expect(external).toEqual(snapshot.matches('redirecting') ? [{ type: 'route.external', url: DIALOG.url }] : []);
  const signedIn = effects.emitted.filter((e) => e.type === 'session.signedIn');
  expect(signedIn).toEqual(snapshot.matches('signedIn') ? [{ type: 'session.signedIn', result: RESULT }] : []);
  expect(effects.emitted.every((e) => e.type === 'route.external' || e.type === 'session.signedIn')).toBe(true);
  if (snapshot.matches('failed')) {
    expect([NOT_CONFIGURED.message, EXPIRED.message, FACEBOOK_CANCELLED_TEXT]).toContain(context.failure);
  }
}

describe('facebook login machine', () => {
  it('facebookLogin: every state and transition over the start and both ways back; the dialog address leaves, the answer signs in', async () => {
    const parts = [];
    for (const [name, input] of INPUTS) {
      parts.push(
        await exploreModel({
          name: `facebook-login-${name}`,
          machine: facebookLoginMachine,
          input,
          events,
          arrange,
          observe: recordEmitted,
          assertStep,
        }),
      );
    }
    const coverage = mergeCoverage('facebook-login', parts);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  });

  it('opens by what the address holds: a code finishes, an error says cancelled, nothing first asks whether Facebook is offered', async () => {
    const { createActor } = await import('xstate');
    const first = (input: FacebookLoginInput) => {
      const { machine, effects } = arrange();
      const actor = createActor(machine, { input }).start();
      const state = {
        value: actor.getSnapshot().value,
        failure: actor.getSnapshot().context.failure,
        calls: effects.calls.map((c) => c.actor),
      };
      actor.stop();
      return state;
    };
    expect(first(INPUTS[0]![1])).toEqual({ value: 'checking', failure: null, calls: ['signInProviders'] });
    expect(first(INPUTS[1]![1])).toEqual({ value: 'finishing', failure: null, calls: ['oauth'] });
    expect(first(INPUTS[2]![1])).toEqual({ value: 'failed', failure: FACEBOOK_CANCELLED_TEXT, calls: [] });
  });
});
