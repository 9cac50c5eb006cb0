// Subresource Integrity for what a release's index.html loads from its own hashed assets (ASVS 3.6.1): the
// entry script, its modulepreloads and stylesheets carry `integrity="sha384-..."`, so a page served from one
// version of a merchant's site runs only the bytes that version was built with, whatever a cache or an object
// store in between returns (docs/operations.md). Chunks loaded later by import() are named by their content hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The `sha384-...` integrity value of a file's bytes. */
export const integrityOf = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

const TAG = /<(script|link)\b[^>]*>/g;
const URL_ATTRIBUTE = /\s(?:src|href)="(\/assets\/[^"]+)"/;

/**
 * `html` with an integrity attribute on every `<script src>` and every modulepreload or stylesheet `<link>` that
 * names a file under /assets/ of `siteRoot`. Throws, naming the file, when one is missing: a page that loads a file
 * the release does not have is broken.
 */
export function withIntegrity(html, siteRoot) {
  return html.replace(TAG, (tag, name) => {
    const url = URL_ATTRIBUTE.exec(tag)?.[1];
    if (!url || /\sintegrity=/.test(tag)) return tag;
    if (name === 'link' && !/\srel="(?:modulepreload|stylesheet)"/.test(tag)) return tag;
    const file = path.join(siteRoot, url);
    if (!fs.existsSync(file)) throw new Error(`index.html loads ${url}, which the build does not have`);
    // `crossorigin` (Vite writes it on each of these) makes the browser check the hash of a same-origin file too
    const close = tag.endsWith('/>') ? ' />' : '>';
    return `${tag.slice(0, -close.trim().length).trimEnd()} integrity="${integrityOf(fs.readFileSync(file))}"${close}`;
  });
}
