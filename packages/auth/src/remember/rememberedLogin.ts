/**
 * The remembered login (docs/decisions/010-remembered-login.md): per method, the username and dialing code
 * as they are, the password encrypted with AES-GCM under a non-extractable key that lives in IndexedDB.
 * Never plain text, never Base64 of the password (the spec's double Base64 is reversible, CWE-261).
 */

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  username: string;
  password: string;
  countryDialingCode?: string;
}

/** What localStorage holds per method: no password, only its ciphertext. */
interface StoredLogin {
  username: string;
  countryDialingCode?: string;
  iv: string;
  secret: string;
}

export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

/** Where the AES key lives. The key is non-extractable: script can use it but never read it out. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'wl-secrets';
const DB_STORE = 'keys';
const KEY_ID = 'rememberedLogin';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The key in IndexedDB (a CryptoKey is stored by structured clone, still non-extractable). */
export function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(DB_STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
    }));
  return {
    async get() {
      const store = (await open()).transaction(DB_STORE, 'readonly').objectStore(DB_STORE);
      return ((await request(store.get(KEY_ID))) as CryptoKey | undefined) ?? undefined;
    },
    async put(key) {
      const store = (await open()).transaction(DB_STORE, 'readwrite').objectStore(DB_STORE);
      await request(store.put(key, KEY_ID));
    },
  };
}

/** A key kept in memory only (no IndexedDB, e.g. some private modes): remembered passwords last for this page. */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return { get: async () => key, put: async (k) => void (key = k) };
}

function defaultKeyStore(): KeyStore {
  return typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore();
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface RememberedLogins {
  load(method: LoginMethod): Promise<RememberedLogin | null>;
  save(method: LoginMethod, login: RememberedLogin): Promise<void>;
  forget(method: LoginMethod): void;
  /** after a password change: re-encrypt the new password wherever this username is remembered */
  updatePassword(username: string, password: string): Promise<void>;
}

export function createRememberedLogins(keys: KeyStore = defaultKeyStore(), storage: Storage = localStorage): RememberedLogins {
  let keyPromise: Promise<CryptoKey> | undefined;
  const key = () =>
    (keyPromise ??= (async () => {
      const existing = await keys.get().catch(() => undefined);
      if (existing) return existing;
      const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keys.put(created).catch(() => undefined);
      return created;
    })());

  const readAll = (): Partial<Record<LoginMethod, StoredLogin>> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(REMEMBERED_LOGIN_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<LoginMethod, StoredLogin>>) : {};
    } catch {
      return {};
    }
  };
  const writeAll = (all: Partial<Record<LoginMethod, StoredLogin>>) => {
    try {
      if (Object.keys(all).length) storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(all));
      else storage.removeItem(REMEMBERED_LOGIN_KEY);
    } catch {
      // storage full or unavailable: nothing is remembered
    }
  };

  async function seal(method: LoginMethod, login: RememberedLogin): Promise<StoredLogin> {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    // the method and username are bound to the ciphertext: a secret copied to another entry does not decrypt
    const additionalData = new TextEncoder().encode(`${method}:${login.username}`);
    const secret = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, await key(), new TextEncoder().encode(login.password));
    return { username: login.username, countryDialingCode: login.countryDialingCode, iv: toBase64(iv), secret: toBase64(secret) };
  }

  return {
    async load(method) {
      const stored = readAll()[method];
      if (!stored || typeof stored.username !== 'string') return null;
      try {
        const additionalData = new TextEncoder().encode(`${method}:${stored.username}`);
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(stored.iv), additionalData }, await key(), fromBase64(stored.secret));
        return { username: stored.username, password: new TextDecoder().decode(plain), countryDialingCode: stored.countryDialingCode };
      } catch {
        // the key is gone (site data cleared) or the entry was tampered with: keep the username only
        return { username: stored.username, password: '', countryDialingCode: stored.countryDialingCode };
      }
    },
    async save(method, login) {
      const sealed = await seal(method, login);
      writeAll({ ...readAll(), [method]: sealed });
    },
    forget(method) {
      const all = readAll();
      delete all[method];
      writeAll(all);
    },
    async updatePassword(username, password) {
      const all = readAll();
      for (const method of Object.keys(all) as LoginMethod[]) {
        const entry = all[method];
        if (entry && entry.username.toLowerCase() === username.toLowerCase()) all[method] = await seal(method, { ...entry, password });
      }
      writeAll(all);
    },
  };
}

let shared: RememberedLogins | undefined;
/** The site's remembered logins (one key store per page). */
export function rememberedLogins(): RememberedLogins {
  return (shared ??= createRememberedLogins());
}
