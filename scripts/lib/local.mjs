// What the local servers and their tests share (serve-release, serve-static, the fleet's store, cache and edge):
// loopback ports, waiting, and the content type of a site's file.
import net from 'node:net';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (the kernel's pick). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something listens on 127.0.0.1:`port`; rejects after `ms`, saying `what` does not listen. */
export const waitForPort = (port, ms, what = 'nothing') =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => (Date.now() > deadline ? reject(new Error(`${what} listens on ${port}`)) : setTimeout(attempt, 100)));
    };
    attempt();
  });

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.conf': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The Content-Type of a file by its name. */
export const contentType = (file) => TYPES[path.extname(file)] ?? 'application/octet-stream';
