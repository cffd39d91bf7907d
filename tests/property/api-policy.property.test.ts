import { afterEach, describe, expect, vi } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import {
  decideFailure,
  decideResponse,
  pageKind,
  UNREADABLE_CODE,
  type ResponseFacts,
} from '../../src/api/response-policy';
import { createBeforeLoginScheduler } from '../../src/api/before-login';
import {
  BEFORE_LOGIN_DELAY_MS,
  BEFORE_LOGIN_THROTTLE_MS,
  ERROR_TOAST_MS,
  NETWORK_ERROR_TEXT,
  NETWORK_TOAST_MS,
  TIMEOUT_TEXT,
} from '../../src/domain/spec-constants';

const segment = fc.constantFrom(
  'app',
  'product',
  'check_product',
  'blogger',
  'v2',
  'login',
  'setting',
  'getInfo',
  'stripe',
  'bio',
  'x',
);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(fc.constantFrom('?userType=1', '?referCode=ab', '?navId=2'), { nil: '' });
const signInRoute = fc
  .tuple(
    fc.constantFrom('/pages/login/', '/pages/loginFb/', '/pages/createAccount/', '/pages/forgotPassword/'),
    fc.constantFrom('index', 'facebookLogin'),
    query,
  )
  .map(([dir, page, q]) => `${dir}${page}${q}`);
const connectRoute = query.map((q) => `/pages/connectAccount/index${q}`);
const otherRoute = fc
  .tuple(
    fc.constantFrom(
      '/',
      '/pages/myLinks/index',
      '/pages/home/biolink',
      '/pages/loginHelp/index',
      '/pages/setting/index',
    ),
    query,
  )
  .map(([p, q]) => `${p}${q}`);
const route = fc.oneof(signInRoute, connectRoute, otherRoute);
const code = fc.oneof(fc.constantFrom(200, 204, 400, 401, 403, 404, 500), fc.integer({ min: -5, max: 1_000 }));
const facts = fc.record<ResponseFacts>({
  httpStatus: fc.constantFrom(200, 204, 400, 401, 404, 500, 502),
  code: fc.oneof(code, fc.constant(null)),
  message: fc.oneof(fc.constant(''), fc.string({ maxLength: 30 })),
  path,
  flags: fc.record({ ignoreErrors: fc.boolean(), isExport: fc.boolean() }),
  binary: fc.boolean(),
  route,
});
/** An ordinary JSON answer carrying an envelope. */
const envelopeFacts = facts.map((f) => ({ ...f, binary: false, flags: { ...f.flags, isExport: false } }));
const withCode = (c: fc.Arbitrary<number>) => fc.tuple(envelopeFacts, c).map(([f, value]) => ({ ...f, code: value }));
const quiet = (f: ResponseFacts) => f.flags.ignoreErrors || f.path.includes('check_product');

describe('response policy (spec §8)', () => {
  it.prop([facts])('every answer resolves, passes through (files, exports) or rejects', (f) => {
    const d = decideResponse(f);
    if (f.binary || f.flags.isExport) expect(d.kind).toBe('passThrough');
    else if (f.code === 200 || f.code === 204 || (f.code === null && f.httpStatus === 204))
      expect(d.kind).toBe('resolve');
    else expect(d.kind).toBe('reject');
  });

  it.prop([withCode(fc.integer({ min: -5, max: 1_000 }).filter((c) => ![200, 204, 401, 402].includes(c)))])(
    'a failed envelope rejects with its code, message and path, toasting the message (or Error) for 4 s unless quiet',
    (f) => {
      const d = decideResponse(f);
      expect(d).toEqual({
        kind: 'reject',
        error: { code: f.code, message: f.message, path: f.path },
        toast: quiet(f) ? null : { text: f.message === '' ? 'Error' : f.message, durationMs: ERROR_TOAST_MS },
        scheduleBeforeLogin: false,
      });
    },
  );

  it.prop([withCode(fc.constant(402))])(
    '402 (the plan lacks the feature) rejects without a toast, asking for the plans dialog, quiet or not',
    (f) => {
      expect(decideResponse(f)).toEqual({
        kind: 'reject',
        error: { code: 402, message: f.message, path: f.path },
        toast: null,
        scheduleBeforeLogin: false,
        planRequired: true,
      });
    },
  );

  it.prop([facts])('nothing toasts for check_product or a call flagged to ignore errors', (f) => {
    fc.pre(quiet(f));
    const d = decideResponse(f);
    expect(d.kind === 'reject' ? d.toast : null).toBeNull();
  });

  it.prop([withCode(fc.constant(401)), signInRoute])(
    '401 on a sign-in page rejects, toasting only for login calls, and never relaunches',
    (f, page) => {
      const d = decideResponse({ ...f, route: page });
      const toasts = !quiet(f) && f.path.includes('login');
      expect(d).toEqual({
        kind: 'reject',
        error: { code: 401, message: f.message, path: f.path },
        toast: toasts ? { text: f.message || 'Error', durationMs: ERROR_TOAST_MS } : null,
        scheduleBeforeLogin: false,
      });
    },
  );

  it.prop([withCode(fc.constant(401)), fc.oneof(connectRoute, otherRoute)])(
    '401 elsewhere rejects and schedules the before-login routine; only connectAccount also toasts',
    (f, page) => {
      const d = decideResponse({ ...f, route: page });
      const toasts = !quiet(f) && page.startsWith('/pages/connectAccount/');
      expect(d).toEqual({
        kind: 'reject',
        error: { code: 401, message: f.message, path: f.path },
        toast: toasts ? { text: f.message || 'Error', durationMs: ERROR_TOAST_MS } : null,
        scheduleBeforeLogin: true,
      });
    },
  );

  it.prop([envelopeFacts.map((f) => ({ ...f, code: null }))])(
    'an answer without an envelope is judged by its HTTP status, and a 2xx without one is not a success',
    (f) => {
      const d = decideResponse(f);
      if (f.httpStatus === 204) expect(d.kind).toBe('resolve');
      else expect(d.kind === 'reject' && d.error.code).toBe(f.httpStatus >= 300 ? f.httpStatus : UNREADABLE_CODE);
      if (f.httpStatus === 401)
        expect(d.kind === 'reject' && d.scheduleBeforeLogin).toBe(pageKind(f.route) !== 'signIn');
    },
  );

  it.prop([fc.constantFrom('network' as const, 'timeout' as const, 'aborted' as const), path])(
    'a call without an answer rejects; network failures and time-outs toast for 2 s, cancellations stay quiet',
    (failure, p) => {
      const d = decideFailure(failure, p);
      expect(d.kind).toBe('reject');
      expect(d.error.path).toBe(p);
      expect(d.scheduleBeforeLogin).toBe(false);
      if (failure === 'aborted') expect(d.toast).toBeNull();
      else
        expect(d.toast).toEqual({
          text: failure === 'timeout' ? TIMEOUT_TEXT : NETWORK_ERROR_TEXT,
          durationMs: NETWORK_TOAST_MS,
        });
    },
  );

  it.prop([signInRoute, connectRoute, otherRoute])(
    'page kinds: sign-in pages, connectAccount, everything else',
    (s, c, o) => {
      expect(pageKind(s)).toBe('signIn');
      expect(pageKind(c)).toBe('connectAccount');
      expect(pageKind(o)).toBe('other');
    },
  );
});

describe('before-login routine (spec §8: after 1 s, throttled to once per 1 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Replays 401 answers at the given times through the policy and the scheduler; returns when login relaunched. */
  function relaunchTimes(arrivals: number[], page: string): number[] {
    vi.useFakeTimers({ now: 0 });
    const runs: number[] = [];
    const scheduler = createBeforeLoginScheduler(() => runs.push(Date.now()));
    for (const at of [...arrivals].sort((a, b) => a - b)) {
      vi.advanceTimersByTime(at - Date.now());
      const d = decideResponse({
        httpStatus: 401,
        code: 401,
        message: 'Your session has ended. Please log in again.',
        path: '/setting/getInfo',
        flags: { ignoreErrors: false, isExport: false },
        binary: false,
        route: page,
      });
      if (d.kind === 'reject' && d.scheduleBeforeLogin) scheduler.request();
    }
    vi.advanceTimersByTime(10_000);
    scheduler.dispose();
    return runs;
  }

  it.prop([
    fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 40 }),
    fc.oneof(connectRoute, otherRoute),
  ])(
    'any number of 401 answers within one second relaunch to login exactly once, 1 s after the first',
    (arrivals, page) => {
      const runs = relaunchTimes(arrivals, page);
      expect(runs).toEqual([Math.min(...arrivals) + BEFORE_LOGIN_DELAY_MS]);
    },
  );

  it.prop([
    fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 10 }),
    fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 10 }),
    fc.integer({ min: 2_000, max: 5_000 }),
    otherRoute,
  ])('a second burst more than a throttle window later relaunches again, once', (first, second, gap, page) => {
    const runs = relaunchTimes([...first, ...second.map((t) => t + gap)], page);
    expect(runs).toHaveLength(2);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(BEFORE_LOGIN_THROTTLE_MS);
  });

  it.prop([fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 20 }), signInRoute])(
    'no 401 on a sign-in page ever relaunches',
    (arrivals, page) => {
      expect(relaunchTimes(arrivals, page)).toEqual([]);
    },
  );
});
