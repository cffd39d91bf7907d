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
