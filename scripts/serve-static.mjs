#!/usr/bin/env node
// Serves a folder of static files on 127.0.0.1 (the visual tests serve Storybook's static build with it):
//   node scripts/serve-static.mjs --dir dist/storybook --port 6107
// GET and HEAD only, no directory listings, `index.html` for `/`; nothing outside the folder is served.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentType } from './lib/local.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
if (!values.dir || !values.port) {
  console.error('usage: serve-static.mjs --dir <folder> --port <port>');
  process.exit(2);
}
const root = path.resolve(values.dir);


http
  .createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentType(file), 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else fs.createReadStream(file).pipe(response);
  })
  .listen(Number(values.port), '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${values.port}`));
