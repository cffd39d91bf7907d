/** The signed-in creator's bearer token and shop name, kept between visits. */
export interface Session {
  token: string;
  shopDomain: string | null;
}

export interface SessionStore {
  token(): string | null;
  shopDomain(): string | null;
  save(session: Session): void;
  clear(): void;
}

export const SESSION_KEYS = { token: 'linkmint.token', shopDomain: 'linkmint.shopDomain' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A session kept in the given storage (localStorage in the app), so it survives reloads and is shared by
 * tabs. Storage can refuse access (privacy modes, blocked site data); the session then lives in memory for
 * this page instead of crashing the app.
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  let usable = true;
  let inMemory: Session | null = null;
  const use = <T>(operation: () => T, fallback: () => T): T => {
    if (!usable) return fallback();
    try {
      return operation();
    } catch {
      usable = false;
      return fallback();
    }
  };
  return {
    token: () => use(() => storage.getItem(SESSION_KEYS.token), () => inMemory?.token ?? null),
    shopDomain: () => use(() => storage.getItem(SESSION_KEYS.shopDomain), () => inMemory?.shopDomain ?? null),
    save(session) {
      inMemory = session;
      use(
        () => {
          storage.setItem(SESSION_KEYS.token, session.token);
          if (session.shopDomain) storage.setItem(SESSION_KEYS.shopDomain, session.shopDomain);
          else storage.removeItem(SESSION_KEYS.shopDomain);
        },
        () => undefined,
      );
    },
    clear() {
      inMemory = null;
      use(
        () => {
          storage.removeItem(SESSION_KEYS.token);
          storage.removeItem(SESSION_KEYS.shopDomain);
        },
        () => undefined,
      );
    },
  };
}
