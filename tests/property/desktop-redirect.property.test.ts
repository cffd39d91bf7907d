import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { desktopRedirect, isPhoneAgent, type Visit } from '../../src/domain/desktop-redirect';
import { DESKTOP_MIN_WIDTH_PX, IFRAME_PAGE_PATH } from '../../src/domain/spec-constants';

const MOBILE = 'https://m.linkmint.example/';
const APP = 'https://linkmint.example/pc/';
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const visit: fc.Arbitrary<Visit> = fc.record({
  mobileWebUrl: fc.constantFrom(MOBILE, null),
  appUrl: fc.constant(APP),
  viewportWidth: fc.integer({ min: 280, max: 2560 }),
  userAgent: fc.constantFrom(DESKTOP_AGENT, PHONE_AGENT),
  search: fc.constantFrom('', '?noRedirect=1', '?noRedirect=0', '?utm=x'),
  route: fc.constantFrom(
    '/',
    '/pages/myLinks/index',
    IFRAME_PAGE_PATH,
    `${IFRAME_PAGE_PATH}?url=x`,
    '/pages/login/index?noRedirect=1',
  ),
});

const flagged = (v: Visit) => v.search.includes('noRedirect=1') || v.route.includes('noRedirect=1');
const narrow = (v: Visit) => v.viewportWidth < DESKTOP_MIN_WIDTH_PX || isPhoneAgent(v.userAgent);

describe('desktop-only redirect (spec §2)', () => {
  it.prop([visit])('redirects nobody without a mobile address or with the test flag', (v) => {
    fc.pre(v.mobileWebUrl === null || flagged(v));
    expect(desktopRedirect(v)).toBeNull();
  });

  it.prop([visit])('sends narrow or phone visitors to the mobile web app', (v) => {
    fc.pre(v.mobileWebUrl !== null && !flagged(v) && narrow(v));
    expect(desktopRedirect(v)).toBe(MOBILE);
  });

  it.prop([visit])(
    'sends wide visitors of the iframe page to the desktop app, and keeps every other wide visitor',
    (v) => {
      fc.pre(v.mobileWebUrl !== null && !flagged(v) && !narrow(v));
      expect(desktopRedirect(v)).toBe(v.route.startsWith(IFRAME_PAGE_PATH) ? APP : null);
    },
  );

  it.prop([fc.integer({ min: 0, max: DESKTOP_MIN_WIDTH_PX - 1 })])('the threshold is 768 px', (width) => {
    const base = { mobileWebUrl: MOBILE, appUrl: APP, userAgent: DESKTOP_AGENT, search: '', route: '/' };
    expect(desktopRedirect({ ...base, viewportWidth: width })).toBe(MOBILE);
    expect(desktopRedirect({ ...base, viewportWidth: DESKTOP_MIN_WIDTH_PX })).toBeNull();
  });
});
