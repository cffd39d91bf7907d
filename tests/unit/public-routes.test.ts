import { describe, expect, it } from 'vitest';
import { isPublicRoute, STATECHARTS_PATH } from '../../src/domain/public-routes';
import { shellView, type LaunchStatus } from '../../src/domain/shell-view';
import { LOGIN_PATH } from '../../src/domain/spec-constants';

const STATUSES: LaunchStatus[] = ['launching', 'failed', 'signedIn', 'needsShop', 'signedOut'];

describe('public pages (the statechart viewer)', () => {
  it('are the viewer and its machine pages, nothing that merely starts alike', () => {
    expect(isPublicRoute(STATECHARTS_PATH)).toBe(true);
    expect(isPublicRoute(`${STATECHARTS_PATH}/launch`)).toBe(true);
    expect(isPublicRoute(`${STATECHARTS_PATH}?x=1`)).toBe(true);
    expect(isPublicRoute('/statechartsx')).toBe(false);
    expect(isPublicRoute(LOGIN_PATH)).toBe(false);
    expect(isPublicRoute('/pages/myLinks/index')).toBe(false);
  });

  it('show on their own whatever the launch status: no sign-in, no loading screen, no side navigation', () => {
    for (const status of STATUSES) {
      expect(shellView(status, `${STATECHARTS_PATH}/launch`)).toBe('publicPage');
      expect(shellView(status, '/pages/myLinks/index')).not.toBe('publicPage');
    }
  });
});
