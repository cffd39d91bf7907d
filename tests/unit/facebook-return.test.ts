import { describe, expect, it } from 'vitest';
import { connectRedirectUri, facebookRedirectUri, facebookReturnRoute } from '../../src/domain/facebook-return';

describe("Facebook's way back into the hash-routed app", () => {
  it('the sign-in comes back to the base path and opens the Facebook sign-in page with the answer', () => {
    expect(facebookRedirectUri('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/pc/');
    expect(facebookReturnRoute('?code=abc&state=s1', '/pc/')).toBe('/pages/loginFb/index?code=abc&state=s1');
  });

  it("Auto DM's connect dialog comes back to fbPermissions' own path and opens that page with the answer", () => {
    expect(connectRedirectUri('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/pc/pages/fbPermissions/index');
    expect(facebookReturnRoute('?code=abc&state=s1', '/pc/pages/fbPermissions/index')).toBe(
      '/pages/fbPermissions/index?code=abc&state=s1',
    );
    expect(facebookReturnRoute('?error=access_denied&state=s1', '/pc/pages/fbPermissions/index')).toBe(
      '/pages/fbPermissions/index?state=s1&error=access_denied',
    );
    // An address given with the hash route gets the answer in the query before the hash.
    expect(facebookReturnRoute('?code=abc&state=s1', '/pc/', '#/pages/fbPermissions/index')).toBe(
      '/pages/fbPermissions/index?code=abc&state=s1',
    );
  });

  it('an ordinary start is no return', () => {
    expect(facebookReturnRoute('', '/pc/pages/fbPermissions/index')).toBeNull();
    expect(facebookReturnRoute('?noRedirect=1', '/pc/')).toBeNull();
  });
});
