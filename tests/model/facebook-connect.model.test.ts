import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { AUTO_DM_PATH, AUTO_DM_TEXTS } from '../../src/domain/auto-dm';
import {
  facebookConnectMachine,
  type FacebookConnectEvent,
  type FacebookConnectInput,
  type FacebookConnection,
  type FacebookConnectStatus,
  type FacebookPage,
} from '../../src/machines/facebook-connect.machine';
import { exploreModel, mergeCoverage, reportCoverage, uncovered } from '../support/model-harness';
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

type Snap = SnapshotFrom<typeof facebookConnectMachine>;

const REDIRECT = 'https://app.linkmint.test/pc/pages/fbPermissions/index';
const DIALOG = {
  url: 'https://app.linkmint.test/connect/facebook?state=s7a7e0000000000000',
  state: 's7a7e0000000000000',
};
const PAGE_A: FacebookPage = { pageId: '101', name: 'Ada Picks', instagramUserName: 'ada.picks', selected: false };
const PAGE_B: FacebookPage = { pageId: '202', name: 'Ada Kitchen', selected: true };
const OFF: FacebookConnectStatus = { connected: false, pairValid: false };
const ON_A: FacebookConnectStatus = {
  connected: true,
  pairValid: true,
  pageId: '101',
  pageName: 'Ada Picks',
  instagramUserName: 'ada.picks',
};
const ON_B: FacebookConnectStatus = { connected: true, pairValid: false, pageId: '202', pageName: 'Ada Kitchen' };
const GRANTED: FacebookConnection = { hasAuth: true, missingScopes: [], pages: [PAGE_A, PAGE_B] };
const MISSING: FacebookConnection = { hasAuth: false, missingScopes: ['instagram_manage_messages'], pages: [] };
const USED = serverError(
  'This connection was already used or has expired. Connect again.',
  400,
  '/chat/receive_auth_results',
);
const DOWN = serverError('Facebook did not answer. Try again.', 502, '/chat/fbConnectStatus');
const TAKEN = serverError(
  'This Facebook Page already answers for Auto DM in another Linkmint account.',
  409,
  '/chat/save_select_public_page',
);

const INPUTS: Array<[string, FacebookConnectInput]> = [
  ['start', { redirectUri: REDIRECT }],
  ['return', { redirectUri: REDIRECT, code: 'c0de', state: DIALOG.state }],
  ['cancelled', { redirectUri: REDIRECT, error: 'access_denied', state: DIALOG.state }],
];

const ACTORS = [
  'fbConnectStatus',
  'getFacebookConnectUrl',
  'receiveAuthResults',
  'publicPageList',
  'saveSelectPublicPage',
  'cancelSelectPublicPage',
  'unlinkFacebook',
  'unlink',
] as const;

const events = [
  { type: 'connect.start' },
  { type: 'connect.retry' },
  { type: 'connect.unlink' },
  { type: 'connect.unlinkInstagram' },
  { type: 'connect.changePage' },
  { type: 'unlink.confirm' },
  { type: 'unlink.cancel' },
  { type: 'page.select', pageId: '101' },
  { type: 'page.select', pageId: '999' },
  { type: 'page.unselect' },
  done('fbConnectStatus', OFF),
  done('fbConnectStatus', ON_A),
  done('fbConnectStatus', ON_B),
  failed('fbConnectStatus', DOWN),
  done('getFacebookConnectUrl', DIALOG),
  failed('getFacebookConnectUrl', DOWN),
  done('receiveAuthResults', GRANTED),
  done('receiveAuthResults', MISSING),
  failed('receiveAuthResults', USED),
  done('publicPageList', [PAGE_A, PAGE_B]),
  done('publicPageList', [PAGE_A]),
  failed('publicPageList', DOWN),
  done('saveSelectPublicPage', ON_A),
  failed('saveSelectPublicPage', DOWN),
  failed('saveSelectPublicPage', TAKEN),
  done('cancelSelectPublicPage', { ...ON_B, pageId: undefined }),
  failed('cancelSelectPublicPage', DOWN),
  done('unlinkFacebook', OFF),
  failed('unlinkFacebook', DOWN),
  done('unlink', { connected: false }),
  failed('unlink', DOWN),
] as FacebookConnectEvent[];

function arrange() {
  const log = newCallLog();
  return { machine: facebookConnectMachine.provide({ actors: recordingActors(log, ACTORS) as never }), effects: log };
}

const BUSY = [
  'loading',
  'unlinking',
  'unlinkingInstagram',
  'starting',
  'redirecting',
  'exchanging',
  'loadingPages',
  'savingPage',
  'verifying',
  'cancellingPage',
  'connected',
];

function assertStep({
  snapshot,
  event,
  effects,
  path,
}: {
  snapshot: Snap;
  event: FacebookConnectEvent;
  effects: CallLog;
  path: FacebookConnectEvent[];
}) {
  const { context } = snapshot;
  expect(snapshot.hasTag('busy')).toBe(BUSY.some((s) => snapshot.matches(s as never)));
  expect(snapshot.hasTag('confirm-visible')).toBe(
    ['confirmingUnlink', 'unlinking', 'unlinkingInstagram'].some((s) => snapshot.matches(s as never)),
  );
  // Each disconnect does what its confirmation named: Facebook, or only the Instagram account (of a connected Page with one).
  if (snapshot.matches('unlinking')) expect(context.unlinkTarget).toBe('facebook');
  if (snapshot.matches('unlinkingInstagram'))
    expect([context.unlinkTarget, context.status?.instagramUserName]).toEqual(['instagram', 'ada.picks']);
  // The dialog is asked for with this page's return address; a return's code is exchanged once, with its state.
  const exchanges = effects.calls.filter((c) => c.actor === 'receiveAuthResults');
  expect(exchanges.length).toBeLessThanOrEqual(1);
  for (const call of exchanges)
    expect(call.input).toEqual({ code: 'c0de', state: DIALOG.state, redirectUri: REDIRECT });
  for (const call of effects.calls.filter((c) => c.actor === 'getFacebookConnectUrl'))
    expect(call.input).toEqual({ redirectUri: REDIRECT });
  // Only a listed Page is picked; unpicking names the selected one.
  for (const call of effects.calls.filter((c) => c.actor === 'saveSelectPublicPage'))
    expect(call.input).toEqual({ pageId: '101' });
  for (const call of effects.calls.filter((c) => c.actor === 'cancelSelectPublicPage'))
    expect(call.input).toEqual({ pageId: '202' });
  // Leaving for the dialog happens once per start; moving on to Auto DM only once the Page picked is the one connected.
  expect(effects.emitted.filter((e) => e.type === 'route.external')).toEqual(
    Array.from({ length: countOf(path, 'xstate.done.actor.getFacebookConnectUrl') }, () => ({
      type: 'route.external',
      url: DIALOG.url,
    })),
  );
  expect(effects.emitted.filter((e) => e.type === 'route.navigate')).toEqual(
    snapshot.matches('connected') ? [{ type: 'route.navigate', path: AUTO_DM_PATH }] : [],
  );
  expect(effects.emitted.filter((e) => e.type === 'toast.show')).toEqual(
    path
      .filter((e) => ['xstate.done.actor.unlinkFacebook', 'xstate.done.actor.unlink'].includes(e.type))
      .map((e) => ({
        type: 'toast.show',
        text: e.type.endsWith('unlinkFacebook') ? AUTO_DM_TEXTS.unlinked : AUTO_DM_TEXTS.instagramUnlinked,
      })),
  );
  if (snapshot.matches('connected')) expect(context.status).toEqual(ON_A);
  if (snapshot.matches('denied')) expect(context.failure).toBe(AUTO_DM_TEXTS.connectCancelled);
  if (snapshot.matches('missingPermissions')) expect(context.missingScopes).toEqual(['instagram_manage_messages']);
  // save_select_public_page's own failure is never shown: only the status read after it decides.
  if ((event.type as string) === 'xstate.error.actor.saveSelectPublicPage') expect(context.failure).toBeNull();
  if (
    snapshot.matches('choosingPage') &&
    path.at(-1)?.type.startsWith('xstate.') &&
    (path.at(-2)?.type as string | undefined) === 'xstate.done.actor.saveSelectPublicPage'
  ) {
    expect(context.failure).toBe(AUTO_DM_TEXTS.pageNotSelected);
  }
  // A refused pick that did not take says the server's reason (a Page another account holds), once the status confirms it.
  const refused = path.at(-2) as { type: string; error?: Error } | undefined;
  if (
    snapshot.matches('choosingPage') &&
    path.at(-1)?.type.startsWith('xstate.') &&
    refused?.type === 'xstate.error.actor.saveSelectPublicPage'
  ) {
    expect(context.failure).toBe(refused.error?.message);
  }
  if ((event.type as string) === 'xstate.error.actor.receiveAuthResults') expect(context.failure).toBe(USED.message);
  // A return is forgotten once used: a retry never exchanges the same code again.
  if (!snapshot.matches('exchanging')) expect(context.code).toBeUndefined();
}

describe('Auto DM: connect Facebook (fbAuth, fbPermissions)', () => {
  it('facebook-connect: every state and transition over the start, the way back with a code and the cancelled one', async () => {
    const parts = [];
    for (const [name, input] of INPUTS) {
      parts.push(
        await exploreModel({
          name: `facebook-connect-${name}`,
          machine: facebookConnectMachine,
          input,
          events,
          serializeState: (s) =>
            JSON.stringify({
              v: s.value,
              st: s.context.status?.pageId ?? s.context.status?.connected ?? null,
              p: s.context.pages.map((p) => p.pageId + p.selected),
              // What the guards read besides: the Page being picked, what the confirmation disconnects, an unused code.
              sel: s.context.selecting,
              u: s.matches('confirmingUnlink') ? s.context.unlinkTarget : null,
              c: s.context.code ?? null,
            }),
          arrange,
          observe: recordEmitted,
          assertStep,
        }),
      );
    }
    const coverage = mergeCoverage('facebook-connect', parts);
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
  }, 60_000);

  it('opens by what the address holds: a code is exchanged, access_denied says cancelled, nothing reads the connection', () => {
    const first = (input: FacebookConnectInput) => {
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
    expect(first(INPUTS[0]![1])).toEqual({ value: 'loading', failure: null, calls: ['fbConnectStatus'] });
    expect(first(INPUTS[1]![1])).toEqual({ value: 'exchanging', failure: null, calls: ['receiveAuthResults'] });
    expect(first(INPUTS[2]![1])).toEqual({ value: 'denied', failure: AUTO_DM_TEXTS.connectCancelled, calls: [] });
  });
});
