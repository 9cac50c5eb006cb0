/**
 * Hybrid payload encryption for the calls the platform marks encrypted (docs/product-decisions.md 9): a fresh
 * AES-256-GCM key per request encrypts the JSON body; RSA-OAEP-2048 (SHA-256) wraps that key under the
 * platform's public key. Works in browsers, jsdom and Node 20 (globalThis.crypto.subtle).
 */

export interface EncryptedBody {
  /** AES-GCM ciphertext of the JSON payload, base64 */
  data: string;
  /** the AES key wrapped with RSA-OAEP, base64 */
  key: string;
  /** the 12-byte AES-GCM IV, base64 */
  iv: string;
}

/** A cipher for request bodies. A platform with another scheme plugs its own in. */
export interface PayloadCipher {
  encrypt(payload: unknown): Promise<EncryptedBody>;
}

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** Imports a base64 SPKI RSA public key (as held in the brand config). */
export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA, false, ['wrapKey']);
}

/** Imports a base64 PKCS#8 RSA private key (the demo platform's). */
export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA, false, ['unwrapKey']);
}

/** The WebCrypto implementation of PayloadCipher. */
export function createWebCryptoCipher(publicKeySpkiBase64: string): PayloadCipher {
  let publicKey: Promise<CryptoKey> | undefined;
  return {
    async encrypt(payload) {
      publicKey ??= importPublicKey(publicKeySpkiBase64);
      const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(payload));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
      const key = await crypto.subtle.wrapKey('raw', aesKey, await publicKey, RSA);
      return { data: toBase64(data), key: toBase64(key), iv: toBase64(iv) };
    },
  };
}

/** The platform side: unwraps the key and decrypts the payload. Throws on any tampering. */
export async function decryptPayload<T = unknown>(privateKey: CryptoKey, body: EncryptedBody): Promise<T> {
  const aesKey = await crypto.subtle.unwrapKey('raw', fromBase64(body.key), privateKey, RSA, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv) }, aesKey, fromBase64(body.data));
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

export function isEncryptedBody(value: unknown): value is EncryptedBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.data === 'string' && typeof v.key === 'string' && typeof v.iv === 'string';
}
