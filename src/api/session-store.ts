import type { components } from '../generated/api';

/** The signed-in creator as the server describes them (GET /setting/getInfo). */
export type UserInfo = components['schemas']['UserInfo'];
/** The answer of a sign-in (login, registration, social sign-in, connecting a shop). */
export type SignInAnswer = components['schemas']['LoginResult'];
export type LoginType = components['schemas']['LoginType'];
export type UserType = components['schemas']['UserType'];

/** The signed-in creator's bearer token and shop name, kept between visits. */
export interface Session {
  token: string;
  shopDomain: string | null;
}

/** Everything spec §3 keeps in local storage for the session. */
export interface StoredSession {
  token: string | null;
  shopName: string | null;
  userName: string | null;
  avatar: string | null;
  loginType: LoginType | null;
  userType: UserType | null;
  /** Stored under `{product}_userinfo` (spec §3). */
  userInfo: UserInfo | null;
}

export const EMPTY_SESSION: StoredSession = {
  token: null,
  shopName: null,
  userName: null,
  avatar: null,
  loginType: null,
  userType: null,
  userInfo: null,
};

export interface SessionStore {
  token(): string | null;
  shopDomain(): string | null;
  /** The whole stored session, read leniently: a value that does not parse reads as absent. */
  read(): StoredSession;
  save(session: Session): void;
  /** Keeps a sign-in answer, replacing whatever an earlier account left. */
  saveSignIn(answer: SignInAnswer): void;
  saveUserInfo(info: UserInfo): void;
  /** Forgets the token only (the first step of logging out; the rest is reset a moment later). */
  clearToken(): void;
  /** Forgets the whole session. */
  clear(): void;
}

export const SESSION_KEYS = {
  token: 'linkmint.token',
  shopDomain: 'linkmint.shopDomain',
  userName: 'linkmint.userName',
  avatar: 'linkmint.avatar',
  loginType: 'linkmint.loginType',
  userType: 'linkmint.userType',
  userInfo: 'linkmint_userinfo',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const LOGIN_TYPES: readonly LoginType[] = [1, 2, 3];
const USER_TYPES: readonly UserType[] = ['new', 'regular'];

function parseUserInfo(text: string | null): UserInfo | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && typeof (value as UserInfo).shopDomain === 'string'
      ? (value as UserInfo)
      : null;
  } catch {
    return null;
  }
}

/**
 * A session kept in the given storage (localStorage in the app), so it survives reloads and is shared by
 * tabs. Storage can refuse access (privacy modes, blocked site data); the session then lives in memory for
 * this page instead of crashing the app.
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  let usable = true;
  const inMemory = new Map<string, string>();
  const use = <T>(operation: () => T, fallback: () => T): T => {
    if (!usable) return fallback();
    try {
      return operation();
    } catch {
      usable = false;
      return fallback();
    }
  };
  const get = (key: string): string | null =>
    use(
      () => storage.getItem(key),
      () => inMemory.get(key) ?? null,
    );
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') inMemory.delete(key);
    else inMemory.set(key, value);
    use(
      () =>
        value === null || value === undefined || value === '' ? storage.removeItem(key) : storage.setItem(key, value),
      () => undefined,
    );
  };

  const store: SessionStore = {
    token: () => get(SESSION_KEYS.token),
    shopDomain: () => get(SESSION_KEYS.shopDomain),
    read() {
      const loginType = Number(get(SESSION_KEYS.loginType));
      const userType = get(SESSION_KEYS.userType);
      return {
        token: get(SESSION_KEYS.token),
        shopName: get(SESSION_KEYS.shopDomain),
        userName: get(SESSION_KEYS.userName),
        avatar: get(SESSION_KEYS.avatar),
        loginType: LOGIN_TYPES.find((t) => t === loginType) ?? null,
        userType: USER_TYPES.find((t) => t === userType) ?? null,
        userInfo: parseUserInfo(get(SESSION_KEYS.userInfo)),
      };
    },
    save(session) {
      set(SESSION_KEYS.token, session.token);
      set(SESSION_KEYS.shopDomain, session.shopDomain);
    },
    saveSignIn(answer) {
      store.clear();
      set(SESSION_KEYS.token, answer.token);
      set(SESSION_KEYS.shopDomain, answer.shopName);
      set(SESSION_KEYS.userName, answer.username);
      set(SESSION_KEYS.avatar, answer.insUserPicture);
      set(SESSION_KEYS.loginType, String(answer.loginType));
      set(SESSION_KEYS.userType, answer.userType);
    },
    saveUserInfo(info) {
      set(SESSION_KEYS.userInfo, JSON.stringify(info));
      set(SESSION_KEYS.shopDomain, info.shopDomain);
      set(SESSION_KEYS.userName, info.username);
      set(SESSION_KEYS.userType, info.userType);
      set(SESSION_KEYS.loginType, String(info.loginType));
      if (info.maiUserPicture) set(SESSION_KEYS.avatar, info.maiUserPicture);
    },
    clearToken() {
      set(SESSION_KEYS.token, null);
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) set(key, null);
    },
  };
  return store;
}

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let browserStore: SessionStore | undefined;

/**
 * The app's one session store, over localStorage (or memory where there is none, e.g. in Node). Machines use it
 * as the default for their storage actions; tests provide fakes instead.
 */
export function browserSessionStore(): SessionStore {
  browserStore ??= createSessionStore(globalThis.localStorage ?? memoryStorage());
  return browserStore;
}
