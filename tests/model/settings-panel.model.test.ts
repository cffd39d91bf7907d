import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import {
  PANEL_LOADS,
  panelView,
  settingsPanelMachine,
  type Honor,
  type PanelLoad,
  type SettingsPanelEvent,
  type SettingsPanelSnapshot,
  invitationOf,
} from '../../src/machines/settings-panel.machine';
import type { UserInfo } from '../../src/api/session-store';
import { SETTINGS_PATHS, type SettingsRowId } from '../../src/domain/settings-visibility';
import {
  COPY_SUCCESS_TEXT,
  NOTIFY_DEFAULT_MS,
  PAYMENT_INFO_ADDED_TEXT,
  SAVE_SUCCESS_TEXT,
  SETTINGS_CLOSE_MS,
} from '../../src/domain/spec-constants';
import { exploreModel, reportCoverage, uncovered } from '../support/model-harness';

const USER: UserInfo = {
  userId: 'u1',
  shopDomain: 'janes-picks',
  username: 'jane',
  email: 'jane@example.com',
  handle: 'jane',
  referCode: 'JANE2025',
  planId: 0,
  userType: 'regular',
  loginType: 1,
  isPro: false,
  createdAt: '2025-01-01T00:00:00Z',
};
const HONOR: Honor = {
  level: 1,
  name: 'Rising',
  levelImage: 'https://img.example/rising.png',
  levelImagePc: 'https://img.example/rising-pc.png',
  levelImageBackground: 'https://img.example/bg.png',
  timeRange: 'Jul 2025',
  descriptionPc: '<p>Your profile is taking shape.</p>',
};
/** What each load answers in the model. */
const OUTPUT: Record<PanelLoad, unknown> = {
  getShopMaiCode: 'SHOPCODE9',
  myhonor: HONOR,
  hasBioLink: true,
  checkHasAuthV3: true,
  checkShopSession: false,
  getBillInfo: true,
  getPlan: 'Pro',
  getInfo: USER,
};
/** The panel opens on the Income page, so the Income row shows the "page already open" rule. */
const OPEN: SettingsPanelEvent = { type: 'settings.open', route: SETTINGS_PATHS.income, userInfo: USER };
const ROWS: SettingsRowId[] = [
  'aiCollagePreference',
  'accountInfo',
  'payment',
  'income',
  'instagram',
  'apiKeys',
  'webhooks',
  'autoReplyScheduler',
];
/** An app with some of the rows' pages (billing but not the plans page, no AI collage or scheduler page)… */
const SOME_PAGES = {
  appBaseUrl: 'https://linkmint.test/pc/',
  registeredPaths: [SETTINGS_PATHS.accountInfo, SETTINGS_PATHS.income, SETTINGS_PATHS.billing],
};
/** …and one with all of them. */
const ALL_PAGES = { appBaseUrl: 'https://linkmint.test/pc/', registeredPaths: Object.values(SETTINGS_PATHS) };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as SettingsPanelEvent;
const error = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new Error(`${id} failed`),
    actorId: id,
  }) as unknown as SettingsPanelEvent;
const after = (delay: string, path: string) =>
  ({ type: `xstate.after.${delay}.settingsPanel.${path}` }) as unknown as SettingsPanelEvent;

/** The events to try in a state: the creator's, and the answers of whatever is running now. */
function eventsFor(snapshot: SettingsPanelSnapshot): SettingsPanelEvent[] {
  const events: SettingsPanelEvent[] = [
    OPEN,
    { type: 'settings.close' },
    { type: 'settings.logout' },
    ...ROWS.map((row) => ({ type: 'settings.row.select' as const, row })),
    { type: 'settings.honor.open' },
    { type: 'settings.honor.close' },
    { type: 'settings.invite.open' },
    { type: 'settings.invite.copy' },
    { type: 'settings.invite.dismiss' },
    { type: 'settings.navigated', route: SETTINGS_PATHS.income },
    { type: 'settings.navigated', route: '/pages/myLinks/index' },
    { type: 'settings.referral.change', value: 'VIP2025' },
    { type: 'settings.referral.change', value: '' },
    { type: 'settings.referral.submit' },
    after('closeAnimation', 'closing'),
    after('noticeDuration', 'open.notice.shown'),
  ];
  // The loads answer one at a time in a fixed order, each either way: enough to reach every edge without
  // walking all 2^8 orders of eight parallel answers.
  const next = snapshot.context.pending[0];
  if (snapshot.matches({ open: { data: 'loading' } }) && next) events.push(done(next, OUTPUT[next]), error(next));
  if (snapshot.matches({ open: { modal: 'copying' } })) events.push(done('copyInvite', undefined), error('copyInvite'));
  if (snapshot.matches({ open: { referral: 'saving' } }))
    events.push(done('saveReferCode', 'VIP2025'), error('saveReferCode'));
  return events;
}

interface Effects {
  navigations: string[];
  toasts: string[];
  logouts: number;
  calls: string[];
}

const never = () => new Promise<never>(() => {});

describe('settings panel', () => {
  it('settings-panel: every state and transition, with the navigations, toasts and calls they cause', async () => {
    let before: SettingsPanelSnapshot | undefined;
    const coverage = await exploreModel<typeof settingsPanelMachine, Effects>({
      name: 'settings-panel',
      machine: settingsPanelMachine,
      input: SOME_PAGES,
      events: eventsFor,
      // What decides the next transitions; the loads' other answers change only what the panel shows.
      serializeState: (s) =>
        JSON.stringify({
          v: s.value,
          p: s.context.pending.length,
          locked: Boolean(s.context.userInfo?.sourceReferCode),
          draft: s.context.referCodeDraft !== '',
        }),
      arrange: () => {
        const effects: Effects = { navigations: [], toasts: [], logouts: 0, calls: [] };
        before = undefined;
        const fake = (id: string) => fromPromise(() => (effects.calls.push(id), never()));
        const machine = settingsPanelMachine.provide({
          actors: {
            ...Object.fromEntries(PANEL_LOADS.map((id) => [id, fake(id)])),
            saveReferCode: fake('saveReferCode'),
            copyInvite: fake('copyInvite'),
          } as never,
          actions: {
            navigateToRow: ({ event }) => effects.navigations.push((event as { row: string }).row),
            notifyPaymentInfoAdded: () => effects.toasts.push(PAYMENT_INFO_ADDED_TEXT),
            notifySaved: () => effects.toasts.push(SAVE_SUCCESS_TEXT),
            notifyCopied: () => effects.toasts.push(COPY_SUCCESS_TEXT),
            notifyCopyFailed: () => effects.toasts.push('copy failed'),
            requestLogout: () => void (effects.logouts += 1),
          },
        });
        return { machine, effects };
      },
      assertStep: ({ snapshot, event, effects }) => {
        const prev = before;
        before = snapshot;
        if (!prev) return;
        const wasOpen = prev.hasTag('panel-visible');
        const loading = prev.context.pending.length > 0;
        // Opening starts all eight loads at once.
        if (event.type === 'settings.open' && !wasOpen)
          expect(effects.calls.slice(-PANEL_LOADS.length)).toEqual([...PANEL_LOADS]);
        if (event.type === 'settings.logout') expect(effects.logouts).toBe(wasOpen ? 1 : 0);
        if (event.type === 'settings.row.select' && wasOpen) {
          const row = panelView(prev.context).rows.find((r) => r.id === event.row);
          if (!row || !row.available) {
            // A row the creator does not have, or whose page the app does not have yet: nothing happens.
            expect(snapshot.value).toEqual(prev.value);
            expect(effects.navigations).toEqual([]);
          } else if (loading && (row.id === 'payment' || row.id === 'income')) {
            // Waiting for the data: the notice instead of a navigation.
            expect(snapshot.hasTag('notice-visible')).toBe(true);
            expect(snapshot.hasTag('panel-visible')).toBe(true);
            expect(effects.navigations).toEqual([]);
          } else {
            expect(snapshot.hasTag('panel-closing')).toBe(true);
            const samePage = row.path === SETTINGS_PATHS.income;
            expect(effects.navigations).toEqual(samePage ? [] : [row.id]);
            const paymentInfo = row.id === 'payment' && prev.context.hasPaymentInfo;
            expect(effects.toasts.includes(PAYMENT_INFO_ADDED_TEXT)).toBe(paymentInfo);
          }
        }
        if (event.type === 'settings.referral.submit' && prev.matches({ open: { referral: 'editing' } })) {
          const saves = effects.calls.filter((c) => c === 'saveReferCode').length;
          const shouldSave =
            !loading && prev.context.referCodeDraft.trim() !== '' && !prev.context.userInfo?.sourceReferCode;
          expect(snapshot.hasTag('referral-saving')).toBe(shouldSave);
          expect(saves).toBe(shouldSave ? 1 : 0);
          if (loading) expect(snapshot.hasTag('notice-visible')).toBe(true);
        }
        if ((event.type as string) === 'xstate.done.actor.saveReferCode') {
          expect(effects.toasts).toContain(SAVE_SUCCESS_TEXT);
          expect(snapshot.context.userInfo?.sourceReferCode).toBe('VIP2025');
          expect(panelView(snapshot.context).referralInputDisabled).toBe(true);
        }
        if (event.type === 'settings.invite.open' && wasOpen && prev.matches({ open: { modal: 'none' } })) {
          // Invite friends always shows something: the invitation with its link, or the notice while loading.
          expect(snapshot.hasTag('invite-visible')).toBe(!loading && invitationOf(prev.context) !== null);
          expect(snapshot.hasTag('invite-visible') || snapshot.hasTag('notice-visible')).toBe(true);
        }
        if (snapshot.hasTag('invite-visible'))
          expect(invitationOf(snapshot.context)?.link).toContain('#/pages/createAccount/index?referCode=');
        if (event.type === 'settings.invite.copy') {
          expect(snapshot.matches({ open: { modal: 'copying' } })).toBe(wasOpen && prev.hasTag('invite-visible'));
        }
        if ((event.type as string) === 'xstate.done.actor.copyInvite') {
          expect(snapshot.hasTag('invite-modal')).toBe(true);
          expect(effects.toasts).toContain(COPY_SUCCESS_TEXT);
        }
        if ((event.type as string) === 'xstate.error.actor.copyInvite') {
          // The clipboard refused: said so, and the link stays on screen to copy by hand.
          expect(snapshot.hasTag('invite-visible')).toBe(true);
          expect(effects.toasts.at(-1)).toBe('copy failed');
        }
        if (event.type === 'settings.navigated' && wasOpen) {
          // Another page closes the panel (its backdrop with it); the page it opened on does not.
          expect(snapshot.hasTag('panel-closing')).toBe(event.route !== prev.context.route);
        }
        if (event.type === 'settings.close' && wasOpen) expect(snapshot.hasTag('panel-closing')).toBe(true);
        // A failed load only stops waiting for it: the panel stays open and nothing else changes.
        if (event.type.startsWith('xstate.error.actor.') && PANEL_LOADS.some((id) => event.type.endsWith(`.${id}`))) {
          expect(snapshot.hasTag('panel-visible')).toBe(true);
          expect(snapshot.context.pending).toHaveLength(prev.context.pending.length - 1);
        }
        expect(snapshot.hasTag('loading')).toBe(
          snapshot.hasTag('panel-visible') && snapshot.context.pending.length > 0,
        );
      },
    });
    reportCoverage(coverage);
    expect(uncovered(coverage)).toEqual({ states: [], transitions: [] });
    expect(coverage.states.total.length).toBeGreaterThanOrEqual(15);
  }, 60_000); // Thousands of replayed paths: seconds on a loaded machine, more than the default 5 s budget.

  /** A running panel with the given answers; every load resolves at once. */
  function panel(answers: Partial<Record<PanelLoad, unknown>>, failing: PanelLoad[] = [], input = ALL_PAGES) {
    const emitted: AnyEventObject[] = [];
    const machine = settingsPanelMachine.provide({
      actors: {
        ...Object.fromEntries(
          PANEL_LOADS.map((id) => [
            id,
            fromPromise(async () => {
              if (failing.includes(id)) throw new Error(`${id}: Not implemented yet`);
              return answers[id] ?? OUTPUT[id];
            }),
          ]),
        ),
        copyInvite: fromPromise(async () => undefined),
        saveReferCode: fromPromise<string, { referCode: string }>(async ({ input }) => input.referCode),
      } as never,
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, emitted, clock, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
  }

  it("shows the shop's real plan once get_plan answers, and none when it fails", async () => {
    const loaded = panel({ getPlan: 'Starter' });
    loaded.actor.send(OPEN);
    expect(loaded.actor.getSnapshot().context.planName).toBeNull();
    await loaded.settle();
    expect(loaded.actor.getSnapshot().context.planName).toBe('Starter');
    const failing = panel({}, ['getPlan']);
    failing.actor.send(OPEN);
    await failing.settle();
    expect(failing.actor.getSnapshot().context.planName).toBeNull();
  });

  it('Payment with a card on file toasts for 2 s and opens billing; without, the plans page', async () => {
    const withCard = panel({ getBillInfo: true });
    withCard.actor.send(OPEN);
    await withCard.settle();
    withCard.actor.send({ type: 'settings.row.select', row: 'payment' });
    expect(withCard.emitted).toEqual([
      { type: 'toast.show', text: PAYMENT_INFO_ADDED_TEXT, durationMs: 2_000 },
      { type: 'navigation.push', path: SETTINGS_PATHS.billing },
    ]);
    withCard.clock.increment(SETTINGS_CLOSE_MS);
    expect(withCard.actor.getSnapshot().value).toBe('closed');

    const without = panel({ getBillInfo: false, checkShopSession: false });
    without.actor.send(OPEN);
    await without.settle();
    without.actor.send({ type: 'settings.row.select', row: 'payment' });
    expect(without.emitted).toEqual([{ type: 'navigation.push', path: SETTINGS_PATHS.plans }]);
  });

  it('rows whose page the app does not have yet are disabled and lead nowhere; the others still navigate', async () => {
    const p = panel({ getBillInfo: false, checkShopSession: false }, [], SOME_PAGES);
    p.actor.send(OPEN);
    await p.settle();
    const rows = panelView(p.actor.getSnapshot().context).rows;
    expect(rows.map((r) => [r.id, r.available])).toEqual([
      ['aiCollagePreference', false],
      ['accountInfo', true],
      ['payment', false],
      ['income', true],
      ['instagram', false],
      ['apiKeys', false],
      ['webhooks', false],
      ['autoReplyScheduler', false],
    ]);
    for (const row of ['aiCollagePreference', 'payment', 'autoReplyScheduler'] as const)
      p.actor.send({ type: 'settings.row.select', row });
    expect(p.emitted).toEqual([]);
    expect(p.actor.getSnapshot().hasTag('panel-visible')).toBe(true);
    p.actor.send({ type: 'settings.row.select', row: 'accountInfo' });
    expect(p.emitted).toEqual([{ type: 'navigation.push', path: SETTINGS_PATHS.accountInfo }]);
  });

  it('operations the server does not serve yet (501) only hide what needs them; the rest of the panel works', async () => {
    const p = panel({}, ['hasBioLink', 'checkHasAuthV3', 'checkShopSession', 'getBillInfo']);
    p.actor.send(OPEN);
    expect(p.actor.getSnapshot().hasTag('loading')).toBe(true);
    p.actor.send({ type: 'settings.row.select', row: 'income' });
    expect(p.actor.getSnapshot().hasTag('notice-visible')).toBe(true);
    p.clock.increment(NOTIFY_DEFAULT_MS);
    expect(p.actor.getSnapshot().hasTag('notice-visible')).toBe(false);
    await p.settle();
    const snapshot = p.actor.getSnapshot();
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(panelView(snapshot.context).rows.map((r) => r.id)).toEqual([
      'aiCollagePreference',
      'accountInfo',
      'payment',
      'income',
      'instagram',
      'apiKeys',
      'webhooks',
    ]);
    p.actor.send({ type: 'settings.row.select', row: 'accountInfo' });
    expect(p.emitted).toEqual([{ type: 'navigation.push', path: SETTINGS_PATHS.accountInfo }]);
  });

  it('shows the invitation with the referral link, copies it with the shop referral code, then shows the invitation modal', async () => {
    let copied = '';
    const machine = settingsPanelMachine.provide({
      actors: {
        ...Object.fromEntries(PANEL_LOADS.map((id) => [id, fromPromise(async () => OUTPUT[id])])),
        copyInvite: fromPromise<void, { text: string }>(async ({ input }) => void (copied = input.text)),
      } as never,
    });
    const actor = createActor(machine, { input: ALL_PAGES }).start();
    actor.send(OPEN);
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'settings.invite.open' });
    expect(invitationOf(actor.getSnapshot().context)?.link).toBe(
      'https://linkmint.test/pc/#/pages/createAccount/index?referCode=SHOPCODE9',
    );
    actor.send({ type: 'settings.invite.copy' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(copied).toContain('SHOPCODE9');
    expect(copied).toContain('AI creator workflow app');
    expect(copied).toContain('https://linkmint.test/pc/#/pages/createAccount/index?referCode=SHOPCODE9');
    expect(actor.getSnapshot().hasTag('invite-modal')).toBe(true);
    actor.send({ type: 'settings.invite.dismiss' });
    expect(actor.getSnapshot().hasTag('invite-modal')).toBe(false);
    actor.stop();
  });

  it("saves a VIP code on Enter once: 'save successful!', the input locks and the runtime learns the new user info", async () => {
    const p = panel({});
    p.actor.send(OPEN);
    await p.settle();
    p.actor.send({ type: 'settings.referral.submit' });
    expect(p.actor.getSnapshot().hasTag('referral-saving')).toBe(false);
    p.actor.send({ type: 'settings.referral.change', value: ' vip2025 ' });
    p.actor.send({ type: 'settings.referral.submit' });
    await p.settle();
    expect(p.emitted).toEqual([
      { type: 'toast.show', text: SAVE_SUCCESS_TEXT, durationMs: 2_000 },
      { type: 'session.userInfoChanged', userInfo: { ...USER, sourceReferCode: 'vip2025' }, relaunch: false },
    ]);
    expect(panelView(p.actor.getSnapshot().context).referralInputDisabled).toBe(true);
    p.actor.send({ type: 'settings.referral.change', value: 'OTHER' });
    expect(p.actor.getSnapshot().context.referCodeDraft).toBe('');
  });

  it('pro users get neither the settings list nor the referral bonus', async () => {
    const p = panel({ getInfo: { ...USER, isPro: true } });
    p.actor.send(OPEN);
    await p.settle();
    const view = panelView(p.actor.getSnapshot().context);
    expect(view).toEqual({ rows: [], showReferralBonus: false, referralInputDisabled: true });
    p.actor.send({ type: 'settings.row.select', row: 'payment' });
    expect(p.emitted).toEqual([]);
  });
});
