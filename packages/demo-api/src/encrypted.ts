import { decryptPayload, isEncryptedBody } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER } from '@wl/api-client/protocol';
import type { DemoContext, DemoDeps } from './http';

/**
 * The decrypted JSON payload of an encrypted call (docs/product-decisions.md 9): header `Encryption: v1` and a body
 * `{ data, key, iv }`. Undefined when the header or body is missing or does not decrypt.
 */
export async function readEncryptedBody(c: DemoContext, deps: DemoDeps): Promise<unknown> {
  if (c.req.header(HEADER.encryption) !== ENCRYPTION_SCHEME) return undefined;
  try {
    const body: unknown = await c.req.json();
    if (!isEncryptedBody(body)) return undefined;
    return await decryptPayload(await deps.privateKey(), body);
  } catch {
    return undefined;
  }
}
