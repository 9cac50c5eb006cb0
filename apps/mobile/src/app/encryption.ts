// The site's encryption of request bodies (catalogue entries with `encrypted: true`: login, registration, password
// changes): a chunk of its own with the brand's public key, loaded by the first encrypted call (apiContext.ts). Home
// sends none, so its first JS carries neither the key nor the code.
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { publicKey } from 'virtual:brand-key';

export const cipher = createWebCryptoCipher(publicKey);
