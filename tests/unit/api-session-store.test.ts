import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_KEYS } from '../../src/api/session-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('session store', () => {
  it('keeps the token and shop name in storage, and clears both', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    expect(session.token()).toBeNull();
    session.save({ token: 't1', shopDomain: 'mintshop' });
    expect([session.token(), session.shopDomain()]).toEqual(['t1', 'mintshop']);
    expect(storage.items.get(SESSION_KEYS.token)).toBe('t1');
    // Another tab (or a reload) sees the same session.
    expect(createSessionStore(storage).shopDomain()).toBe('mintshop');
    session.save({ token: 't2', shopDomain: null });
    expect(session.shopDomain()).toBeNull();
    session.clear();
    expect([session.token(), session.shopDomain()]).toEqual([null, null]);
  });

  it('falls back to memory when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const session = createSessionStore(refusing);
    expect(session.token()).toBeNull();
    session.save({ token: 't1', shopDomain: 'mintshop' });
    expect([session.token(), session.shopDomain()]).toEqual(['t1', 'mintshop']);
    session.clear();
    expect(session.token()).toBeNull();
  });
});

describe('session values of spec §3', () => {
  const ANSWER = {
    token: 'tok',
    userId: 'u1',
    username: 'jane',
    shopName: 'janeshop',
    userType: 'new' as const,
    loginType: 2 as const,
    insUserPicture: 'https://img.example/j.png',
  };
  const INFO = {
    userId: 'u1',
    shopDomain: 'janeshop',
    username: 'jane',
    email: 'jane@example.com',
    handle: 'jane.links',
    maiUserPicture: 'https://img.example/m.png',
    referCode: 'JANE1234',
    planId: 0 as const,
    userType: 'regular' as const,
    loginType: 2 as const,
    isPro: false,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('keeps a sign-in answer and the user info (under linkmint_userinfo), and reads them back', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.saveSignIn(ANSWER);
    expect(session.read()).toEqual({
      token: 'tok',
      shopName: 'janeshop',
      userName: 'jane',
      avatar: 'https://img.example/j.png',
      loginType: 2,
      userType: 'new',
      userInfo: null,
    });
    session.saveUserInfo(INFO);
    expect(JSON.parse(storage.items.get('linkmint_userinfo') ?? 'null')).toEqual(INFO);
    expect(createSessionStore(storage).read()).toMatchObject({
      userInfo: INFO,
      userType: 'regular',
      avatar: INFO.maiUserPicture,
    });
  });

  it('a new sign-in replaces what an earlier account left; clearing the token keeps the rest until the reset', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.saveSignIn(ANSWER);
    session.saveUserInfo(INFO);
    session.saveSignIn({ ...ANSWER, token: 'tok2', username: 'nina', shopName: undefined, insUserPicture: undefined });
    expect(session.read()).toMatchObject({
      token: 'tok2',
      shopName: null,
      userName: 'nina',
      avatar: null,
      userInfo: null,
    });
    session.clearToken();
    expect(session.read()).toMatchObject({ token: null, userName: 'nina' });
    session.clear();
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('reads damaged values as absent', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEYS.userInfo, '{not json');
    storage.setItem(SESSION_KEYS.loginType, '9');
    storage.setItem(SESSION_KEYS.userType, 'vip');
    expect(createSessionStore(storage).read()).toMatchObject({ userInfo: null, loginType: null, userType: null });
  });
});
